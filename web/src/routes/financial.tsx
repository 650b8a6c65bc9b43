import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { PlaceholderScreen } from '../features/placeholder-screen.tsx';

export const Route = createFileRoute('/financial')({
  component: () => (
    <StaffGate>
      <PlaceholderScreen title="Financial Dashboard" />
    </StaffGate>
  ),
});
