/**
 * @module
 * /customer-account: My Account, reached from My Schedule and My Details (decision 037): the
 * family's balance, Pay now, statements, payments, autopay and year-end statements. Anyone else
 * is sent to /customer-login or /customer-password-change, as on My Schedule.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import {
  ACCOUNT_READ,
  accountScreen,
  SESSION_READ,
} from '../features/customer-portal/portal-screens.ts';

function CustomerAccount() {
  return (
    <CustomerGate preload={accountScreen.preload}>
      {(family) => <accountScreen.Screen family={family} />}
    </CustomerGate>
  );
}

export const Route = createFileRoute('/customer-account')({
  component: CustomerAccount,
  // The account and the screen's code are asked for as the app starts (decision 059).
  staticData: {
    earlyReads: [SESSION_READ, ACCOUNT_READ],
    preloadScreen: accountScreen.preload,
  },
});
