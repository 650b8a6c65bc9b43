import { style } from '@vanilla-extract/css';

export const navigator = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"previous label next"',
  alignItems: 'center',
  gap: 12,
  '@media': {
    'screen and (max-width: 520px)': {
      gridTemplateColumns: '1fr 1fr',
      gridTemplateAreas: '"label label" "previous next"',
    },
  },
});

export const previous = style({ gridArea: 'previous' });

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
