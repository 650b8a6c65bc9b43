import { globalStyle } from '@vanilla-extract/css';

// Radix Themes leaves the document's default margin; full-bleed screens (sign-in) need none.
globalStyle('html, body', { margin: 0, padding: 0 });
