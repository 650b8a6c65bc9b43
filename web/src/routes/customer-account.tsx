/**
 * @module
 * /customer-account: My Account, reached from My Schedule and My Details (decision 037): the
 * family's balance, Pay now, statements, payments, autopay and year-end statements. Anyone else
 * is sent to /customer-login or /customer-password-change, as on My Schedule.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import { lazyScreen } from '../lib/lazy-screen.ts';

// Downloaded while the gate asks who is signed in, as My Schedule is.
const account = lazyScreen(
  async () => (await import('../features/customer-portal/account-screen.tsx')).AccountScreen,
);

function CustomerAccount() {
  return (
    <CustomerGate preload={account.preload}>
      {(family) => <account.Screen family={family} />}
    </CustomerGate>
  );
}

export const Route = createFileRoute('/customer-account')({ component: CustomerAccount });
