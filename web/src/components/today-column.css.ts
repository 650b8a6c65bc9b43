import { style } from '@vanilla-extract/css';

// Today's column: a tint through the whole column (cells are transparent) and its header in the
// accent colour with a bar under it, so it shows without relying on colour alone.
export const todayColumn = style({ background: 'var(--blue-a3)' });

export const todayHeader = style({
  color: 'var(--blue-11)',
  boxShadow: 'inset 0 -3px 0 var(--blue-9)',
});

export const todayCell = style({
  outline: '2px solid var(--blue-9)',
  outlineOffset: 1,
});
