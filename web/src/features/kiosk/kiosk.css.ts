/**
 * @module
 * The kiosk at the door: full screen, large type read at arm's length, and touch targets of at
 * least 64 px, since parents tap it standing, often with a child on one arm.
 */
import { style } from '@vanilla-extract/css';

/** Touch targets are never smaller than this. */
const TOUCH = '64px';

/** The whole screen: the bar on top, the step in the middle. */
export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: 'var(--gray-2)',
});

/** The bar: business name, the time, the offline note and the Staff button. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--space-4)',
  padding: 'var(--space-3) var(--space-5)',
  background: 'var(--color-panel-solid)',
  borderBottom: '1px solid var(--gray-5)',
});

/** The step on screen, centred. */
export const step = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'var(--space-5)',
  padding: 'var(--space-5)',
});

/** Any button of the kiosk. */
export const touch = style({
  minHeight: TOUCH,
  minWidth: TOUCH,
  fontSize: 'var(--font-size-5)',
});

/** The masked PIN: one dot per digit typed. */
export const dots = style({
  display: 'flex',
  gap: 'var(--space-3)',
  minHeight: '32px',
  alignItems: 'center',
});

/** One dot of the masked PIN. */
export const dot = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  background: 'var(--gray-12)',
});

// The pad's keys are larger still: a PIN is typed quickly, often with a thumb.
const PAD_KEY = '88px';

/** The PIN pad: three keys a row, like a phone's. */
export const pad = style({
  display: 'grid',
  gridTemplateColumns: `repeat(3, ${PAD_KEY})`,
  gridAutoRows: PAD_KEY,
  gap: 'var(--space-4)',
});

/** A key of the pad. */
export const padKey = style([
  touch,
  { width: '100%', height: '100%', fontSize: 'var(--font-size-7)' },
]);

/** The children to choose from. */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: 'var(--space-4)',
  width: 'min(100%, 900px)',
});

/** A child's toggle: the name, In or Not in, and allergies; outlined when chosen. */
export const tile = style({
  width: '100%',
  minHeight: '120px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 'var(--space-2)',
  padding: 'var(--space-4)',
  borderRadius: 'var(--radius-4)',
  border: '3px solid var(--gray-6)',
  background: 'var(--color-panel-solid)',
  color: 'var(--gray-12)',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: 'var(--jade-9)', background: 'var(--jade-3)' },
  },
});

/** The signature area: a white box to draw in. */
export const signature = style({
  width: 'min(100%, 600px)',
  height: '220px',
  background: 'white',
  border: '2px dashed var(--gray-8)',
  borderRadius: 'var(--radius-3)',
  touchAction: 'none',
});

/**
 * Staff's note for the family on the Hello step: a thick border and a heading say it is a note,
 * not its colour alone, and it spans the width of the children below it.
 */
export const staffNote = style({
  width: '100%',
  maxWidth: '720px',
  padding: 'var(--space-4) var(--space-5)',
  border: '4px solid var(--amber-9)',
  borderRadius: 'var(--radius-4)',
  background: 'var(--amber-2)',
  color: 'var(--gray-12)',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

/** A room's button on the time clock step: the room and its ratio now; red when out of ratio. */
export const roomTile = style([
  tile,
  {
    selectors: {
      '&[data-out-of-ratio="true"]': { borderColor: 'var(--red-9)', background: 'var(--red-3)' },
      '&:disabled': { cursor: 'default', borderColor: 'var(--jade-9)' },
    },
  },
]);
