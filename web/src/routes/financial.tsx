/**
 * @module
 * /financial: the owner's financial dashboard, for signed-in staff who also pass the owner
 * check (the dashboard asks for the owner credentials itself when no valid owner token is kept).
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the financial screen the owner access form.
async function loadFinancial() {
  const [{ FinancialScreen }, { OwnerAccessForm }] = await Promise.all([
    import('../features/financial/financial-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
  ]);
  return function Financial() {
    return <FinancialScreen accessForm={(form) => <OwnerAccessForm {...form} />} />;
  };
}

export const Route = createFileRoute('/financial')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadFinancial),
});
