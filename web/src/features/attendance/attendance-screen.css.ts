/**
 * @module
 * Layout of the attendance screen: the customer list, the week label, the search and report toolbar.
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const customerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
});

// A phone shows two or three of the cards; the browser lays out the others only when they come
// near the screen, which keeps opening the screen with a long list quick.
globalStyle(`${customerList} > li`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 360px',
});

export const weekLabel = style({ display: 'flex', flexDirection: 'column', alignItems: 'center' });

export const weekDays = style({ color: 'var(--gray-11)', fontWeight: 'normal' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const search = style({ flex: '1 1 240px', maxWidth: 420 });
