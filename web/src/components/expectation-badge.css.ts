import { style } from '@vanilla-extract/css';

// A grid cell on a tablet is about 170 px wide: 'Schedule change at 2:00 PM' wraps inside it.
export const badge = style({ whiteSpace: 'normal', maxWidth: '100%' });
