/**
 * @module
 * /families/{id}/statements/{period}: a family's statement for one billing period, on screen and
 * printable, for signed-in staff and the owner (decision 035). Not nested in the family page: it
 * is a page of its own, printed alone. The server checks the id and the period.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

async function loadStatement() {
  const { StatementScreen } = await import('../features/statements/statement-screen.tsx');
  return function Statement() {
    const { familyId, period } = Route.useParams();
    return <StatementScreen key={`${familyId}/${period}`} familyId={familyId} period={period} />;
  };
}

export const Route = createFileRoute('/families/$familyId_/statements/$period')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadStatement),
});
