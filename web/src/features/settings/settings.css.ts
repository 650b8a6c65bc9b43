import { style } from '@vanilla-extract/css';

// One weekday a row: name and tick on the left, its two times beside them; on a phone the
// times wrap under the name.
export const dayRows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const dayRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 'var(--space-3)',
  padding: 'var(--space-2) 0',
  borderBottom: '1px solid var(--gray-a4)',
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const dayName = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  flex: '0 0 9rem',
  minHeight: 'var(--space-6)',
});

// A row's problem on a line of its own, under the row's times.
export const wide = style({ flexBasis: '100%' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const closureRow = style([
  dayRow,
  { alignItems: 'center', justifyContent: 'space-between' },
]);
