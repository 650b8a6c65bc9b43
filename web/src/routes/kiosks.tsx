/**
 * @module
 * /kiosks: the kiosk tablets at the front door, for signed-in staff and the owner (DESIGN
 * section 7, "Kiosk").
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

export const Route = createFileRoute('/kiosks')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(async () => {
    const { KiosksScreen } = await import('../features/kiosks/kiosks-screen.tsx');
    return KiosksScreen;
  }),
});
