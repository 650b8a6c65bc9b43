/**
 * @module
 * /financial: the owner's financial dashboard, for signed-in staff who also pass the owner
 * check (the dashboard asks for the owner credentials itself when no valid owner token is kept).
 */
import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { FinancialScreen } from '../features/financial/financial-screen.tsx';
import { OwnerAccessForm } from '../features/owner-access/owner-access-button.tsx';

// Features do not import each other; the route hands the financial screen the owner access form.
export const Route = createFileRoute('/financial')({
  component: () => (
    <StaffGate>
      <FinancialScreen accessForm={(form) => <OwnerAccessForm {...form} />} />
    </StaffGate>
  ),
});
