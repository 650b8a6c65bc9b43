/**
 * @module
 * Layout the staff and owner screens share: the page column and, for the wide tables of the
 * Schedule Overview and the financial dashboard, the customer column that stays pinned while a
 * phone scrolls the table sideways.
 */
import { style } from '@vanilla-extract/css';

/** A screen's content column: full width on a phone, centred on a laptop. */
export const page = style({
  maxWidth: 1400,
  margin: '0 auto',
  padding: '0 12px 32px',
  '@media': { 'screen and (min-width: 768px)': { padding: '0 24px 48px' } },
});

/** The content column of a screen with no wide table. */
export const narrowPage = style([page, { maxWidth: 1100 }]);

// On a phone the table scrolls sideways inside its card (never the page); the customer's name
// stays pinned so each row can still be told apart.
export const stickyName = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--color-panel-solid)',
  minWidth: 140,
  '@media': { 'screen and (min-width: 768px)': { minWidth: 185 } },
  boxShadow: 'inset -1px 0 0 var(--gray-a5)',
});
