import { style } from '@vanilla-extract/css';

export const navigator = style({
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
