/**
 * @module
 * The welcome sheet's type, inside the print layer (components/print-layer.tsx).
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const sheet = style({ '@media': { print: { fontSize: '13pt', lineHeight: 1.5 } } });

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
