/**
 * @module
 * /timesheets: the owner's timesheets, for signed-in staff who also pass the owner check, as
 * /financial.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the screen the owner access form.
async function loadTimesheets() {
  const [{ TimesheetsScreen }, { OwnerAccessForm }] = await Promise.all([
    import('../features/timesheets/timesheets-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
  ]);
  return function Timesheets() {
    return <TimesheetsScreen accessForm={(form) => <OwnerAccessForm {...form} stayOnPage />} />;
  };
}

export const Route = createFileRoute('/timesheets')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadTimesheets),
});
