import { style } from '@vanilla-extract/css';

// In the app shell's strip below the screen (app-shell.css.ts), in flow: the strip is as tall as
// the toasts shown, so a toast lies beside the page and covers none of its buttons. Bottom right
// on a tablet or laptop, the whole width of a phone.
export const viewport = style({
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 8,
  width: 'min(420px, 100%)',
  // The padding stays inside that width, so on a phone the toast is not pushed off the screen.
  boxSizing: 'border-box',
  margin: '0 0 0 auto',
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:empty': { padding: 0 } },
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
