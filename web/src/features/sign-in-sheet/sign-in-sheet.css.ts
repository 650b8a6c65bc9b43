/**
 * @module
 * The sign-in sheet: a table that fits a tablet on screen and a portrait page on paper.
 */
import { style } from '@vanilla-extract/css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'var(--font-size-2)',
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: 'var(--space-2)',
  borderBottom: '1px solid var(--gray-a6)',
  '@media': { print: { padding: '4pt', borderBottom: '1px solid #999', fontSize: '10pt' } },
});

export const signature = style({
  display: 'block',
  height: 36,
  maxWidth: 120,
  objectFit: 'contain',
});

// The printed sheet: the facility's name and the date above the table.
export const printed = style({
  '@media': { print: { padding: '12pt' } },
});
