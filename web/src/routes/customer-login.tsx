/**
 * @module
 * /customer-login: the customer portal's sign-in, open to everyone (spec section 2).
 */
import { createFileRoute } from '@tanstack/react-router';
import { CustomerLoginScreen } from '../features/customer-portal/customer-login-screen.tsx';

export const Route = createFileRoute('/customer-login')({
  component: CustomerLoginScreen,
});
