import { globalStyle } from '@vanilla-extract/css';

// Radix Themes leaves the document's default margin; full-bleed screens (sign-in) need none.
globalStyle('html, body', { margin: 0, padding: 0 });

// What index.html shows until the first screen renders, before any Radix style is in use.
globalStyle('.boot-splash', {
  margin: '40vh 0 0',
  textAlign: 'center',
  font: '500 1.25rem system-ui, sans-serif',
  color: '#2f6f4f',
});
