/**
 * @module
 * Styles of the family list and the family page: cards that stack on a phone and sit two side
 * by side from a tablet's width.
 */
import { style } from '@vanilla-extract/css';

const WIDE = 'screen and (min-width: 768px)';

export const familyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--space-3)',
});

// The card is the link: no underline, and the focus ring keyboard users need.
export const familyCard = style({
  textDecoration: 'none',
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 } },
});

export const wrap = style({ overflowWrap: 'anywhere' });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

// Children and contacts: one column on a phone, two from a tablet.
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--space-3)',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// A label and its value on one line, the labels lined up: the child's profile.
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: 'var(--space-1) var(--space-3)',
  margin: 0,
});

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const weekDays = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--space-1)',
});

// A person who must not collect: a red block nobody can read past.
export const mustNotCollect = style({
  border: '2px solid var(--red-9)',
  background: 'var(--red-a3)',
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
