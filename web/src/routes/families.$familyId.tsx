/**
 * @module
 * /families/{id}: one family's page, for signed-in staff (DESIGN section 7, "People"). The id is
 * checked by the screen, which says "no such family" for one the server and the directory do not
 * know: a parser here would bring zod into the first script every device loads.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

async function loadFamily() {
  const { FamilyScreen } = await import('../features/families/family-screen.tsx');
  return function Family() {
    const { familyId } = Route.useParams();
    // Keyed, so moving to another family starts its page afresh.
    return <FamilyScreen key={familyId} familyId={familyId} />;
  };
}

export const Route = createFileRoute('/families/$familyId')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadFamily),
});
