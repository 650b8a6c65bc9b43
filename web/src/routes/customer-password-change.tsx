/**
 * @module
 * /customer-password-change: a signed-in parent sets their own password; anyone else is sent to
 * /customer-login (spec section 2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import { PasswordChangeScreen } from '../features/customer-portal/password-change-screen.tsx';

export const Route = createFileRoute('/customer-password-change')({
  component: () => (
    <CustomerGate beforePasswordChange>{() => <PasswordChangeScreen />}</CustomerGate>
  ),
});
