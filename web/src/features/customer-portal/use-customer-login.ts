/**
 * @module
 * A parent's login (spec sections 5, 8 and 9): the username trimmed, the password sent as typed,
 * 'Login Failed' with the server's message on failure, 'Login Successful' on success and, one
 * second later, on to the schedule (or to the password change a new login needs first). The
 * welcome says where the parent is going: the spec's words for the schedule, and the password
 * change in words of its own, since a toast promising the schedule before a password form misleads.
 */
import { CUSTOMER_LOGIN_REDIRECT_MS } from '@cubby/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { toast } from '../../lib/toast-store.ts';
import {
  CUSTOMER_AUTH_KEY,
  type CustomerAuth,
  rememberCustomerAuth,
  toCustomerAuth,
} from './customer-auth.ts';

/** Where the login goes next, in the welcome toast's words. */
export function welcomeFor(auth: CustomerAuth): string {
  return auth.isAuthenticated && auth.requiresPasswordChange
    ? 'Welcome! Please choose a new password first.'
    : 'Welcome! Redirecting to your schedule...';
}

/** A mutation that signs a parent in; the login screen moves on once it succeeds. */
export function useCustomerLogin() {
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: async (credentials: { username: string; password: string }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      const answer = await apiRequest('POST', '/api/customer/login', credentials, {
        token: 'none',
      });
      const auth = toCustomerAuth(answer);
      if (!auth?.isAuthenticated) throw new Error('The server did not return a signed-in family');
      return auth;
    },
    onSuccess: (auth) => {
      rememberCustomerAuth(auth);
      toast({ title: 'Login Successful', description: welcomeFor(auth) });
    },
    onError: (error) =>
      toast({
        title: 'Login Failed',
        description: error.message || 'Please check your username and password',
        variant: 'destructive',
      }),
  });

  // The portal learns of the session only after the spec's pause, so the welcome toast is read
  // before the screen changes; the login screen then sends the parent on.
  const signedIn = login.data;
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(
      () => queryClient.setQueryData(CUSTOMER_AUTH_KEY, signedIn),
      CUSTOMER_LOGIN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [signedIn, queryClient]);

  return login;
}
