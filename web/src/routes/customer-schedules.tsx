/**
 * @module
 * /customer-schedules: the same Schedule Overview as /schedule, for signed-in staff.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';
import { readScheduleSearch } from '../features/schedule/schedule-search.ts';

// /schedule and /customer-schedules show the same Schedule Overview (spec section 2).
export const Route = createFileRoute('/customer-schedules')({
  // `?week=` opens another week (the header's Requests button links to a waiting request's).
  validateSearch: readScheduleSearch,
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(
    async () => {
      const { ScheduleOverviewScreen } = await import(
        '../features/schedule/schedule-overview-screen.tsx'
      );
      return ScheduleOverviewScreen;
    },
    { desk: true },
  ),
});
