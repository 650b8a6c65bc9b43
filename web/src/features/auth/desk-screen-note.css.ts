import { style } from '@vanilla-extract/css';

// Above the screen's own header, inside the page's margins.
export const note = style({ margin: '16px auto 0', maxWidth: 1352, width: 'calc(100% - 24px)' });
