/**
 * @module
 * A printed report's type and tables, inside the print layer (components/print-layer.tsx).
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const report = style({ '@media': { print: { fontSize: '11pt' } } });

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

/** Who dropped off and picked up, in small type under a day's status. */
export const visitPeople = style({
  listStyle: 'none',
  margin: '2pt 0 0',
  padding: 0,
  fontSize: '0.85em',
  color: '#333',
});
