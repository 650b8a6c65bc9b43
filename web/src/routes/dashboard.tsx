/**
 * @module
 * /dashboard: the staff dashboard (spec section 2), for signed-in staff.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

export const Route = createFileRoute('/dashboard')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(
    async () => {
      const { DashboardScreen } = await import('../features/dashboard/dashboard-screen.tsx');
      return DashboardScreen;
    },
    { desk: true },
  ),
});
