/**
 * @module
 * Print styles: the report layer shows only on paper and, while it exists, is the only thing on paper.
 */
import { globalStyle, style } from '@vanilla-extract/css';

// Invisible on screen; the only thing on paper while it exists.
export const printLayer = style({
  display: 'none',
  '@media': {
    print: {
      display: 'block',
      color: 'black',
      background: 'white',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: '11pt',
    },
  },
});

// While a report is mounted, printing hides the app, open dialogs and toasts: every other child
// of <body>. With no report mounted, printing a screen works as usual.
globalStyle(`body:has(> ${printLayer}) > :not(${printLayer})`, {
  '@media': { print: { display: 'none !important' } },
});

export const title = style({ fontSize: '16pt', margin: '0 0 4pt' });

export const subtitle = style({ margin: '0 0 12pt' });

export const sectionTitle = style({ fontSize: '13pt', margin: '16pt 0 6pt' });

export const table = style({ width: '100%', borderCollapse: 'collapse', pageBreakInside: 'auto' });

globalStyle(`${table} th, ${table} td`, {
  border: '1px solid #999',
  padding: '4pt 6pt',
  textAlign: 'left',
});

globalStyle(`${table} tr`, { pageBreakInside: 'avoid' });

export const number = style({});

globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' });

export const totalsRow = style({ fontWeight: 'bold', background: '#eee' });

export const generated = style({ marginTop: '12pt', fontSize: '9pt', color: '#444' });
