/**
 * @module
 * Layout of the financial dashboard: the summary grid, the payment table's column widths, and
 * the alert's list.
 */
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'grid',
  gap: 8,
  // Three short figures fit side by side even on a phone.
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 640px)': { gap: 12 } },
});

export const missingList = style({
  margin: '4px 0 0',
  paddingLeft: 20,
  display: 'grid',
  gap: 2,
});

export const dayColumn = style({ minWidth: 104 });

export const paidLabel = style({ display: 'inline-flex', alignItems: 'center', gap: 8 });

export const receivedColumn = style({ minWidth: 170 });

export const notesColumn = style({ minWidth: 220 });

export const search = style({ maxWidth: 420 });
