/**
 * @module
 * /rooms/settings: the owner's rooms and children's rooms, for signed-in staff who also pass the
 * owner check, as /people.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the Rooms screen the owner access form.
async function loadRoomsSettings() {
  const [{ RoomsSettingsScreen }, { OwnerAccessForm }] = await Promise.all([
    import('../features/rooms-settings/rooms-settings-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
  ]);
  return function RoomsSettings() {
    return <RoomsSettingsScreen accessForm={(form) => <OwnerAccessForm {...form} stayOnPage />} />;
  };
}

export const Route = createFileRoute('/rooms/settings')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadRoomsSettings),
});
