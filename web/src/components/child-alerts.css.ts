/**
 * @module
 * The alert marks: a bare button around a badge, with a focus ring for keyboard users.
 */
import { style } from '@vanilla-extract/css';

export const trigger = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  borderRadius: 'var(--radius-2)',
  selectors: { '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 } },
});

// Allergy texts are typed on a phone and may run long without spaces ("peanuts,treenuts,...").
export const text = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
