import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { PlaceholderScreen } from '../features/placeholder-screen.tsx';

export const Route = createFileRoute('/')({
  component: () => (
    <StaffGate>
      <PlaceholderScreen title="Daily Check In" />
    </StaffGate>
  ),
});
