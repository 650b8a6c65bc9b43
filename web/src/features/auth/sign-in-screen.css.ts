import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' } },
});

// The side panel is hidden on small screens (spec section 1).
export const sidePanel = style({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 16,
  padding: 48,
  // The darkest accent step keeps white text well above WCAG AA contrast.
  background: 'var(--accent-12)',
  color: 'white',
  '@media': { 'screen and (min-width: 900px)': { display: 'flex' } },
});

export const features = style({ display: 'grid', gap: 8, paddingLeft: 20, fontSize: 16 });

export const main = style({ display: 'grid', placeItems: 'center', padding: 16 });

export const card = style({ width: 'min(420px, 100%)' });

export const field = style({ display: 'grid', gap: 6 });
