import { createFileRoute } from '@tanstack/react-router';
import { CustomerLoginScreen } from '../features/customer-portal/customer-login-screen.tsx';

export const Route = createFileRoute('/customer-password-change')({
  component: CustomerLoginScreen,
});
