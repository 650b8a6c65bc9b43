/**
 * @module
 * Styles of a customer card: the five days stack on a phone and form a Mon-Fri grid from 768 px.
 */
import { style } from '@vanilla-extract/css';

// Radix Themes' "sm" breakpoint: from here the five days sit side by side.
const WIDE = 'screen and (min-width: 768px)';

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  flexWrap: 'wrap',
});

export const name = style({ overflowWrap: 'anywhere' });

// On a phone the days stack as rows; on a wider screen they form a Mon-Fri grid.
export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 8,
  '@media': { [WIDE]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const dayCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  flexWrap: 'wrap',
  minHeight: 44,
  padding: '8px 10px',
  borderRadius: 'var(--radius-3)',
  border: '1px solid var(--gray-a5)',
  '@media': {
    [WIDE]: { flexDirection: 'column', alignItems: 'flex-start', minHeight: 112 },
  },
});

export const present = style({
  background: 'var(--accent-a3)',
  borderColor: 'var(--accent-a7)',
});

export const dayName = style({ display: 'flex', flexDirection: 'column', minWidth: 88 });

export const presence = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const badges = style({ display: 'flex', gap: 4, flexWrap: 'wrap' });

// The Edit button reads 'Edit' on wide screens and 'Edit Times' on phones (spec section 2);
// the hidden label is display:none, so the accessible name is the one shown.
export const wideLabel = style({ display: 'none', '@media': { [WIDE]: { display: 'inline' } } });

export const narrowLabel = style({ '@media': { [WIDE]: { display: 'none' } } });

export const editButton = style({
  marginLeft: 'auto',
  '@media': { [WIDE]: { marginLeft: 0, marginTop: 'auto' } },
});
