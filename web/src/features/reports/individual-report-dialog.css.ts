/**
 * @module
 * Styles of the Individual Report dialog.
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const customerTrigger = style({ width: '100%' });

// Radix Themes greys a Select placeholder to gray-a10, under WCAG AA contrast; gray-11 passes.
globalStyle(`${customerTrigger}[data-placeholder] .rt-SelectTriggerInner`, {
  color: 'var(--gray-11)',
});
