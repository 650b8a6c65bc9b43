/**
 * @module
 * The print layer: invisible on screen and, while it exists, the only thing on paper. What it
 * holds sets its own type (a report's, the welcome sheet's).
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const printLayer = style({
  display: 'none',
  '@media': {
    print: {
      display: 'block',
      color: 'black',
      background: 'white',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
  },
});

// While a layer is mounted, printing hides the app, open dialogs and toasts: every other child
// of <body>. With no layer mounted, printing a screen works as usual.
globalStyle(`body:has(> ${printLayer}) > :not(${printLayer})`, {
  '@media': { print: { display: 'none !important' } },
});
