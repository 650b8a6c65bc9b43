/**
 * @module
 * /customer-schedule: My Schedule for a signed-in parent who has set their own password; anyone
 * else is sent to /customer-login or /customer-password-change (spec section 2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import {
  NOTICES_READ,
  SESSION_READ,
  scheduleScreen,
} from '../features/customer-portal/portal-screens.ts';

function CustomerSchedule() {
  return (
    <CustomerGate preload={scheduleScreen.preload}>
      {(family) => <scheduleScreen.Screen family={family} />}
    </CustomerGate>
  );
}

export const Route = createFileRoute('/customer-schedule')({
  component: CustomerSchedule,
  // The session, the notices and the schedule's code are asked for as the app starts (decision
  // 059): the notices were the last request before the schedule showed.
  staticData: { earlyReads: [SESSION_READ, NOTICES_READ], preloadScreen: scheduleScreen.preload },
});
