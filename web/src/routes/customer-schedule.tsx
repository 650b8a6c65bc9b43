/**
 * @module
 * /customer-schedule: My Schedule for a signed-in parent who has set their own password; anyone
 * else is sent to /customer-login or /customer-password-change (spec section 2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { askForSchemasFirst } from '../lib/schemas-first.ts';

// The schedule's code (its documents, dialogs and validation) downloads while the gate asks who
// is signed in, rather than before the gate can show anything.
const schedule = lazyScreen(async () => {
  askForSchemasFirst();
  return (await import('../features/customer-portal/customer-schedule-screen.tsx'))
    .CustomerScheduleScreen;
});

function CustomerSchedule() {
  return (
    <CustomerGate preload={schedule.preload}>
      {(family) => <schedule.Screen family={family} />}
    </CustomerGate>
  );
}

export const Route = createFileRoute('/customer-schedule')({ component: CustomerSchedule });
