/**
 * @module
 * /payments: the owner's payments list (decision 038), for signed-in staff who also pass the
 * owner check, as /financial.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the screen the owner access form.
async function loadPayments() {
  const [{ PaymentsScreen }, { OwnerAccessForm }] = await Promise.all([
    import('../features/payments/payments-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
  ]);
  return function Payments() {
    return <PaymentsScreen accessForm={(form) => <OwnerAccessForm {...form} stayOnPage />} />;
  };
}

export const Route = createFileRoute('/payments')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadPayments),
});
