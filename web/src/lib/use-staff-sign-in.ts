/**
 * @module
 * A staff member, or an owner (decision 072), signs in with username and password (spec section
 * 2): POST /api/login without any saved token, then the token is saved (an owner's as the owner
 * token too) and the signed-in user remembered and cached.
 * The sign-in screen and leaving kiosk mode both use it; each says what a failure means in its
 * own words and decides where to go next in `onSignedIn`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiJson } from './api-client.ts';
import { CURRENT_USER_KEY, rememberUser } from './current-user.ts';
import { saveSignInToken } from './tokens.ts';

/** The typed username and password, and `signIn`, which calls `onSignedIn` once it succeeded. */
export function useStaffSignIn(onSignedIn: () => void | Promise<void>) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiJson(
        // Downloaded on the first sign-in, not with the sign-in screen (decision 045).
        import('@cubby/shared/schemas').then((s) => s.staffLoginResponseSchema),
        'POST',
        '/api/login',
        { username, password },
        { token: 'none' },
      ),
    onSuccess: async ({ token, ...user }) => {
      saveSignInToken(token, user.role);
      rememberUser(user);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await onSignedIn();
    },
  });
  return {
    username,
    setUsername,
    password,
    setPassword,
    /** Signs in; `onError` is told of a failure besides `error`. */
    signIn: (options?: { onError?: () => void }) => mutation.mutate(undefined, options),
    isPending: mutation.isPending,
    /** The failed sign-in's error, or null. */
    error: mutation.isError ? mutation.error : null,
  };
}
