import { globalStyle } from '@vanilla-extract/css';

// Radix Themes leaves the document's default margin; full-bleed screens (sign-in) need none.
globalStyle('html, body', { margin: 0, padding: 0 });

// What index.html shows until the first screen renders, before any Radix style is in use.
// Padding, not margin: a margin would collapse into the body's and move the body when the first
// screen replaces the splash, which counts as a layout shift.
globalStyle('.boot-splash', {
  margin: 0,
  paddingTop: '40vh',
  textAlign: 'center',
  font: '500 1.25rem system-ui, sans-serif',
  color: '#2f6f4f',
});
