/**
 * @module
 * Layout of the Schedule Overview table: column widths.
 */
import { style } from '@vanilla-extract/css';

export const dayColumn = style({ width: 72, textAlign: 'center' });

export const statusColumn = style({ minWidth: 160 });

export const notesColumn = style({ minWidth: 200 });

export const staffNotesColumn = style({ minWidth: 190 });

export const guideList = style({
  display: 'grid',
  gap: 8,
  paddingLeft: 20,
  margin: 0,
  fontSize: 'var(--font-size-2)',
  lineHeight: 'var(--line-height-2)',
});
