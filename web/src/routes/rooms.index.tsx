/**
 * @module
 * /rooms: each room's ratio now and who is on the floor, for signed-in staff and the owner
 * (issue 19).
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

export const Route = createFileRoute('/rooms/')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(async () => {
    const { RoomsScreen } = await import('../features/ratios/rooms-screen.tsx');
    return RoomsScreen;
  }),
});
