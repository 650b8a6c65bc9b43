/**
 * @module
 * /checkout: payment processing, for signed-in staff.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

export const Route = createFileRoute('/checkout')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(
    async () => {
      const { CheckoutScreen } = await import('../features/checkout/checkout-screen.tsx');
      return CheckoutScreen;
    },
    { desk: true },
  ),
});
