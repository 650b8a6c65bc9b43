/**
 * @module
 * /people: the owner's list of the people who sign in, for signed-in staff who also pass the
 * owner check, as /financial.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the People screen the owner access form.
async function loadPeople() {
  const [{ PeopleScreen }, { OwnerAccessForm }] = await Promise.all([
    import('../features/people/people-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
  ]);
  return function People() {
    return <PeopleScreen accessForm={(form) => <OwnerAccessForm {...form} stayOnPage />} />;
  };
}

export const Route = createFileRoute('/people')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadPeople),
});
