/**
 * @module
 * /checkout: payment processing, for signed-in staff.
 */
import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';

export const Route = createFileRoute('/checkout')({
  component: () => (
    <StaffGate>
      <CheckoutScreen />
    </StaffGate>
  ),
});
