import { style } from '@vanilla-extract/css';

export const navigator = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto auto',
  gridTemplateAreas: '"previous label this next"',
  alignItems: 'center',
  gap: 12,
  '@media': {
    'screen and (max-width: 520px)': {
      gridTemplateColumns: '1fr auto 1fr',
      gridTemplateAreas: '"label label label" "previous this next"',
    },
  },
});

export const previous = style({ gridArea: 'previous' });

export const thisWeek = style({ gridArea: 'this' });

export const next = style({ gridArea: 'next' });

export const label = style({ gridArea: 'label' });

// Named for screen readers, hidden on screen (the buttons and the label say enough there).
export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
