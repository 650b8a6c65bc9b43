import { style } from '@vanilla-extract/css';

// At the top of a phone, where it does not cover the buttons a thumb reaches for at the bottom;
// bottom right from 640 px up.
export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  '@media': { 'screen and (min-width: 640px)': { top: 'auto', bottom: 0 } },
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  width: 'min(420px, 100vw)',
  // The padding stays inside that width, so on a phone the toast is not pushed off the screen.
  boxSizing: 'border-box',
  margin: 0,
  listStyle: 'none',
  zIndex: 2147483647,
  outline: 'none',
});

export const toast = style({
  position: 'relative',
  display: 'grid',
  gap: 4,
  padding: '12px 36px 12px 16px',
  borderRadius: 8,
  background: 'var(--color-panel-solid)',
  color: 'var(--gray-12)',
  border: '1px solid var(--gray-6)',
  boxShadow: 'var(--shadow-4)',
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const destructive = style([
  toast,
  { background: 'var(--red-9)', color: 'white', border: '1px solid var(--red-10)' },
]);

export const urgent = style([
  toast,
  { borderLeft: '6px solid var(--red-9)', boxShadow: 'var(--shadow-5)' },
]);

export const title = style({ fontWeight: 600, fontSize: 14 });

export const description = style({ fontSize: 14 });

export const close = style({
  position: 'absolute',
  top: 6,
  right: 8,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: 18,
  cursor: 'pointer',
});
