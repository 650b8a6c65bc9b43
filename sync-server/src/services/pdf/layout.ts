/**
 * @module
 * The page geometry and type of billing PDFs: US Letter, one-inch-ish margins, the PDF standard
 * Helvetica (no font file to ship; it covers Latin-1, which day-care names here are written in).
 */

/** US Letter in points. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = 48;
/** Space kept free at the bottom of each page for the footer. */
export const FOOTER_SPACE = 28;
/** The lowest point body text may reach. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN - FOOTER_SPACE;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const SIZE = { title: 18, heading: 12, body: 9.5, small: 8 } as const;
export const GREY = '#555555';
export const RULE = '#bbbbbb';
