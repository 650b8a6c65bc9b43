/**
 * @module
 * The Kiosks screen's list: one card under another, as a list with no bullets.
 */
import { style } from '@vanilla-extract/css';

/** The list of kiosk cards. */
export const kioskList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--space-3)',
});
