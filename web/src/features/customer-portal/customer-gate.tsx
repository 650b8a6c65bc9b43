/**
 * @module
 * The portal's redirects (spec section 2): a visitor with no parent session goes to
 * /customer-login, and a parent who still has a first password goes to
 * /customer-password-change before anything else. A spinner shows while the session is asked.
 */
import { Navigate } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { type CustomerAuth, type PortalFamily, useCustomerAuth } from './customer-auth.ts';

/** Where a signed-in parent belongs: the password change first, then the schedule. */
export function portalHome(auth: CustomerAuth & { isAuthenticated: true }) {
  return auth.requiresPasswordChange ? '/customer-password-change' : '/customer-schedule';
}

/** Renders `children` for a signed-in parent, redirecting everyone else. */
export function CustomerGate(props: {
  /** The password change screen is the one place a parent with the first password may be. */
  beforePasswordChange?: boolean;
  /** Starts downloading the screen's code while the session is asked (see lazyScreen). */
  preload?: () => void;
  children: (family: PortalFamily) => ReactNode;
}) {
  const auth = useCustomerAuth();
  const { preload } = props;
  useEffect(() => {
    preload?.();
  }, [preload]);
  if (auth.isPending) return <AppSpinner label="Checking your session" />;
  // A server that cannot say who is signed in sends the parent to sign in again.
  if (!auth.data?.isAuthenticated) return <Navigate to="/customer-login" replace />;
  if (auth.data.requiresPasswordChange && !props.beforePasswordChange) {
    return <Navigate to="/customer-password-change" replace />;
  }
  return (
    <Suspense fallback={<AppSpinner label="Checking your session" />}>
      {props.children(auth.data)}
    </Suspense>
  );
}
