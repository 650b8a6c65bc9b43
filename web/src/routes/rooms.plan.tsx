/**
 * @module
 * /rooms/plan: next week's plan per room, for signed-in staff and the owner.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

export const Route = createFileRoute('/rooms/plan')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(async () => {
    const { RoomPlanScreen } = await import('../features/room-plan/room-plan-screen.tsx');
    return RoomPlanScreen;
  }),
});
