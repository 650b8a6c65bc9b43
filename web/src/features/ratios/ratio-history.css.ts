import { style } from '@vanilla-extract/css';

export const chart = style({ width: '100%', height: 'auto', display: 'block' });

export const axis = style({ fontSize: 11, fill: 'var(--gray-11)' });

export const legend = style({ display: 'flex', gap: 'var(--space-4)', flexWrap: 'wrap' });

export const swatch = style({
  display: 'inline-block',
  width: '1.5rem',
  height: 3,
  marginRight: 'var(--space-1)',
  verticalAlign: 'middle',
});

// The printed report is the chart and the tables, not the app around them.
export const noPrint = style({ '@media': { print: { display: 'none' } } });
