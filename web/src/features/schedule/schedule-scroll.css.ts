/**
 * @module
 * The Schedule Overview table on a tablet or a phone (issue 16): the table scrolls sideways in a
 * region of its own, with a shadow on whichever side has more columns, the name column pinned,
 * and notes that wrap instead of being cut.
 */
import { globalStyle, style } from '@vanilla-extract/css';

/** Holds the scroller and the shadow on its right edge. */
export const frame = style({ position: 'relative' });

/** The scrolling region: keyboard-scrollable once focused. */
export const scroller = style({
  overflowX: 'auto',
  // A cell scrolled into view (by Tab, or a search) stops beside the pinned name column, not
  // under it: the column's width, as layout.stickyName sets it.
  scrollPaddingLeft: 140,
  '@media': { 'screen and (min-width: 768px)': { scrollPaddingLeft: 185 } },
  overscrollBehaviorX: 'contain',
  borderRadius: 'var(--radius-3)',
  selectors: {
    '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 },
  },
});

// Radix's Table.Root scrolls inside a ScrollArea of its own, whose scrollbar only shows on hover
// and which no keyboard can reach. Here the region above scrolls instead (a native scrollbar, a
// label, focus), so the inner one lets the table grow to its full width.
globalStyle(`${scroller} .rt-TableRoot`, {
  width: 'max-content',
  minWidth: '100%',
  overflow: 'visible',
});
// A clipping ancestor would hold the pinned column instead of the region.
globalStyle(`${scroller} .rt-TableRootTable`, { overflow: 'visible' });
globalStyle(`${scroller} .rt-ScrollAreaRoot`, { overflow: 'visible' });
globalStyle(`${scroller} .rt-ScrollAreaViewport`, { overflow: 'visible !important' });
globalStyle(`${scroller} .rt-ScrollAreaScrollbar`, { display: 'none' });

// On a phone a long name wraps, so the pinned column keeps the width the scroll padding allows.
globalStyle(`${scroller} tr > :first-child`, {
  '@media': { 'screen and (max-width: 767px)': { maxWidth: 140, overflowWrap: 'anywhere' } },
});

// Once scrolled, the pinned name column casts a shadow over the columns passing under it.
globalStyle(`${scroller}[data-scrolled] tr > :first-child`, {
  boxShadow: 'inset -1px 0 0 var(--gray-a5), 6px 0 8px -4px var(--gray-a8)',
});

/** The shadow on the right edge while more columns lie that way. */
export const moreRight = style({
  position: 'absolute',
  top: 1,
  bottom: 1,
  right: 0,
  width: 28,
  pointerEvents: 'none',
  borderRadius: '0 var(--radius-3) var(--radius-3) 0',
  background: 'linear-gradient(to right, transparent, var(--gray-a6))',
});

/** Customer Notes: wide enough to read, wrapping every word, never cut. */
export const customerNotesCell = style({
  minWidth: 190,
  maxWidth: 190,
  '@media': { 'screen and (min-width: 768px)': { minWidth: 240, maxWidth: 320 } },
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
});

/** Staff Notes: the standing note above this week's note, both growing with their text. */
// On a phone both notes columns fit beside the pinned name column.
export const staffNotesCell = style({
  minWidth: 190,
  maxWidth: 190,
  '@media': { 'screen and (min-width: 768px)': { minWidth: 240, maxWidth: 320 } },
});

// A note's box grows with what is written, so a long note reads in full without scrolling it.
globalStyle(`${staffNotesCell} .rt-TextAreaRoot`, { height: 'auto' });
globalStyle(`${staffNotesCell} textarea`, {
  fieldSizing: 'content',
  minHeight: '3lh',
  overflowWrap: 'anywhere',
} as Record<string, string>);
