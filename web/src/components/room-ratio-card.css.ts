import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: 'var(--space-3)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const largeGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' },
]);

// A room out of ratio is seen from across the room: a red border as well as the words.
export const outOfRatio = style({ boxShadow: 'inset 0 0 0 3px var(--red-9)' });

export const people = style({ listStyle: 'none', margin: 0, padding: 0 });
