/**
 * @module
 * /customer-schedule: My Schedule for a signed-in parent who has set their own password; anyone
 * else is sent to /customer-login or /customer-password-change (spec section 2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerGate } from '../features/customer-portal/customer-gate.tsx';
import { CustomerScheduleScreen } from '../features/customer-portal/customer-schedule-screen.tsx';

export const Route = createFileRoute('/customer-schedule')({
  component: () => (
    <CustomerGate>{(customer) => <CustomerScheduleScreen customer={customer} />}</CustomerGate>
  ),
});
