import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { DashboardScreen } from '../features/dashboard/dashboard-screen.tsx';

export const Route = createFileRoute('/dashboard')({
  component: () => (
    <StaffGate>
      <DashboardScreen />
    </StaffGate>
  ),
});
