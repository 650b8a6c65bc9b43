/**
 * @module
 * The app's frame: the screen scrolls in a region above a strip kept for toasts, so a toast lies
 * beside the page, never over it, and covers no button on a phone, a tablet or a laptop. The
 * strip takes only the height of the toasts shown (none when there are none); printing lays the
 * page out as a document again.
 */
import { style } from '@vanilla-extract/css';

/** The whole window: the screen above, the toasts' strip below. */
export const appShell = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  overflow: 'hidden',
  '@media': { print: { display: 'block', height: 'auto', overflow: 'visible' } },
});

/** Where a screen scrolls. */
export const screenArea = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  '@media': { print: { overflow: 'visible' } },
});
