/**
 * @module
 * Layout of the parents' portal, built for a phone first (a 390 px wide screen, thumbs for
 * pointers): one column, full-width buttons, and on a larger screen the same column centred.
 */
import { style } from '@vanilla-extract/css';

// The sign-in and password screens: one card in the middle of the screen.
export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: 16,
  boxSizing: 'border-box',
  background: 'var(--gray-2)',
});

export const card = style({ width: 'min(440px, 100%)' });

export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: '0 16px 48px',
  boxSizing: 'border-box',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '16px 0',
});

export const plainList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 8,
});

// A row of a plain list: what it is on the left, its badges on the right.
export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 14px',
  borderRadius: 'var(--radius-3)',
  background: 'var(--gray-a2)',
  border: '1px solid var(--gray-a5)',
});

// The four answers: stacked and full width on a phone, two by two on a wider screen.
export const actions = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
});

// Long labels ('Request Extra Day (If Spot Available)') wrap inside the button on a phone.
export const actionButton = style({
  width: '100%',
  height: 'auto',
  minHeight: 48,
  whiteSpace: 'normal',
  textAlign: 'center',
  paddingBlock: 10,
});

export const checklist = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 6,
});

export const checklistItem = style({ display: 'flex', alignItems: 'center', gap: 8 });

// A date such as 11-16-2026 never breaks at its hyphens.
export const nowrap = style({ whiteSpace: 'nowrap' });

// In a family of several children, a rule above each child's week keeps the weeks apart.
export const childWeek = style({
  borderTop: '2px solid var(--gray-a6)',
  paddingTop: 20,
});

// A notice: its title, its words, its day and what to do, stacked for a phone.
export const noticeRow = style({
  display: 'grid',
  gap: 6,
  padding: '12px 14px',
  borderRadius: 'var(--radius-3)',
  background: 'var(--gray-a2)',
  border: '1px solid var(--gray-a5)',
});
