/**
 * @module
 * /settings: the owner's settings, for signed-in staff who also pass the
 * owner check, as /financial.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the Settings screen the owner access form.
async function loadSettings() {
  const [{ SettingsScreen }, { OwnerAccessForm }] = await Promise.all([
    import('../features/settings/settings-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
  ]);
  return function Settings() {
    return <SettingsScreen accessForm={(form) => <OwnerAccessForm {...form} stayOnPage />} />;
  };
}

export const Route = createFileRoute('/settings')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadSettings),
});
