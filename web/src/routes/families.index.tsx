/**
 * @module
 * /families: every family, for signed-in staff (DESIGN section 7, "People").
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

export const Route = createFileRoute('/families/')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(async () => {
    const { FamilyListScreen } = await import('../features/families/family-list-screen.tsx');
    return FamilyListScreen;
  }),
});
