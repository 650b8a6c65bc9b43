/**
 * @module
 * /kiosk: the tablet at the front door (DESIGN section 7, "Kiosk"). Not a staff screen: it has
 * no staff header and no staff session; it works with the kiosk token this tablet holds.
 */
import { createFileRoute } from '@tanstack/react-router';
import { KioskScreen } from '../features/kiosk/kiosk-screen.tsx';

export const Route = createFileRoute('/kiosk')({
  component: KioskScreen,
});
