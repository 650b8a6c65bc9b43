import { style } from '@vanilla-extract/css';

// Who on the left, status and button on the right; on a phone the right side wraps under.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--space-3)',
  padding: 'var(--space-3) 0',
  borderBottom: '1px solid var(--gray-a4)',
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-3)',
  flex: '1 1 14rem',
  minWidth: 0,
});

export const name = style({ overflowWrap: 'anywhere' });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 'var(--space-2)',
  marginLeft: 'auto',
});

// Name and elapsed time on one line (the time never wraps), check-in time under the name and
// Check Out under the elapsed time.
export const attendee = style([
  row,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: 'var(--space-1) var(--space-3)',
  },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

// Check-in list beside the attendees on a wide screen; one column on a phone or tablet.
export const columns = style({
  display: 'grid',
  gap: 'var(--space-4)',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const sideColumn = style({ display: 'grid', gap: 'var(--space-4)' });

// The name on its line, the day's tag and where the child is under it: the side column is
// narrow on a wide screen, and a tag beside a long name would wrap anyway.
export const expectedRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 'var(--space-1)',
  padding: 'var(--space-2) 0',
  borderBottom: '1px solid var(--gray-a4)',
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

// The collect dialog's people: one full-width button each, big enough for a thumb.
export const collectList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--space-2)',
});

export const collectChoice = style({
  width: '100%',
  height: 'auto',
  minHeight: 56,
  justifyContent: 'flex-start',
  gap: 'var(--space-3)',
  padding: 'var(--space-2) var(--space-3)',
  textAlign: 'left',
});

export const collectWho = style({ display: 'grid', minWidth: 0 });
