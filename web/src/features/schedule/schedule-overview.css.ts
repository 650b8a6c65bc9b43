/**
 * @module
 * Layout of the Schedule Overview: page width and padding, the pinned name column, column widths.
 */
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 1400,
  margin: '0 auto',
  padding: '0 12px 32px',
  '@media': { 'screen and (min-width: 768px)': { padding: '0 24px 48px' } },
});

// On a phone the table scrolls sideways inside its card (never the page); the customer's name
// stays pinned so each row can still be told apart.
export const stickyName = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--color-panel-solid)',
  minWidth: 150,
  '@media': { 'screen and (min-width: 768px)': { minWidth: 190 } },
  boxShadow: 'inset -1px 0 0 var(--gray-a5)',
});

export const dayColumn = style({ width: 72, textAlign: 'center' });

export const statusColumn = style({ minWidth: 160 });

export const notesColumn = style({ minWidth: 200 });

export const staffNotesColumn = style({ minWidth: 190 });

export const guideList = style({
  display: 'grid',
  gap: 8,
  paddingLeft: 20,
  margin: 0,
  fontSize: 'var(--font-size-2)',
  lineHeight: 'var(--line-height-2)',
});
