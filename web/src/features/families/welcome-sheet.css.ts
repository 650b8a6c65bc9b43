/**
 * @module
 * The welcome sheet: invisible on screen, and while it exists the only thing on paper.
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const sheet = style({
  display: 'none',
  '@media': {
    print: {
      display: 'block',
      color: 'black',
      background: 'white',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: '13pt',
      lineHeight: 1.5,
    },
  },
});

// Printing hides the app, the open dialog and toasts: every other child of <body>.
globalStyle(`body:has(> ${sheet}) > :not(${sheet})`, {
  '@media': { print: { display: 'none !important' } },
});

export const title = style({ fontSize: '20pt', margin: '0 0 12pt' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6pt 16pt',
  margin: '16pt 0',
});

globalStyle(`${details} dt`, { fontWeight: 'bold' });

globalStyle(`${details} dd`, { margin: 0 });

// A password is read character by character: a monospace face tells l from 1 and O from 0.
export const password = style({ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' });
