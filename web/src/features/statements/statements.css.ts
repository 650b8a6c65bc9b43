/**
 * @module
 * A statement on screen and on paper: plain tables, amounts right-aligned, totals set apart.
 */
import { style } from '@vanilla-extract/css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'var(--font-size-2)',
  '@media': { print: { fontSize: '10pt', pageBreakInside: 'auto' } },
});

export const cell = style({
  textAlign: 'left',
  padding: 'var(--space-1) var(--space-2)',
  borderBottom: '1px solid var(--gray-a5)',
  '@media': { print: { padding: '2pt 4pt', borderBottom: '1px solid #bbb' } },
});

export const amount = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const emphasis = style({ fontWeight: 700 });

// The printed statement: a page of its own, the provider and the family side by side.
export const printed = style({
  '@media': { print: { padding: '12pt', fontSize: '10pt' } },
});

export const parties = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 'var(--space-4)',
  flexWrap: 'wrap',
  whiteSpace: 'pre-line',
});

// Overdue reads in red on screen and in bold on paper, where colour may not print.
export const overdue = style({
  color: 'var(--red-11)',
  '@media': { print: { color: 'inherit' } },
});
