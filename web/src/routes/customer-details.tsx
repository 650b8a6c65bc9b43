/**
 * @module
 * /customer-details: My Details, reached from My Schedule: a signed-in parent's own phone and
 * email, the people who may collect the family's children, and a proposal to add one. Anyone
 * else is sent to /customer-login or /customer-password-change, as on My Schedule.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import { SESSION_READ } from '../features/customer-portal/portal-screens.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';

// Downloaded while the gate asks who is signed in, as My Schedule is.
const details = lazyScreen(
  async () => (await import('../features/customer-portal/my-details-screen.tsx')).MyDetailsScreen,
);

function CustomerDetails() {
  return (
    <CustomerGate preload={details.preload}>
      {(family) => <details.Screen family={family} />}
    </CustomerGate>
  );
}

export const Route = createFileRoute('/customer-details')({
  component: CustomerDetails,
  // The session is asked for as the app starts (decision 059).
  staticData: { earlyReads: [SESSION_READ] },
});
