/**
 * @module
 * /customer-password-change: a signed-in parent sets their own password; anyone else is sent to
 * /customer-login (spec section 2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import { PasswordChangeScreen } from '../features/customer-portal/password-change-screen.tsx';
import { SESSION_READ } from '../features/customer-portal/portal-screens.ts';

export const Route = createFileRoute('/customer-password-change')({
  component: () => (
    <CustomerGate beforePasswordChange>{() => <PasswordChangeScreen />}</CustomerGate>
  ),
  // The session is asked for as the app starts (decision 059).
  staticData: { earlyReads: [SESSION_READ] },
});
