/**
 * @module
 * /schedule: the Schedule Overview, for signed-in staff.
 */
import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { ScheduleOverviewScreen } from '../features/schedule/schedule-overview-screen.tsx';

// /schedule and /customer-schedules show the same Schedule Overview (spec section 2).
export const Route = createFileRoute('/schedule')({
  component: () => (
    <StaffGate>
      <ScheduleOverviewScreen />
    </StaffGate>
  ),
});
