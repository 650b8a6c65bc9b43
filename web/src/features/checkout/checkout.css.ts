/**
 * @module
 * Layout of the payment processing screen: summary grid, customer and session lists.
 */
import { style } from '@vanilla-extract/css';

export const summary = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 8,
  // Three short figures fit side by side even on a phone.
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 640px)': { gap: 12 } },
});

export const customerList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 12,
});

export const sessionList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 6,
});

export const sessionItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: '6px 10px',
  borderRadius: 'var(--radius-2)',
  background: 'var(--gray-a2)',
});

// Long names and emails wrap instead of pushing the balance off a phone screen.
export const identity = style({ minWidth: 0, overflowWrap: 'anywhere' });
