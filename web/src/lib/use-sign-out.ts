/**
 * @module
 * Signing out (spec sections 4 and 7): tell the server (a failure is only logged), forget both
 * saved tokens, delete this device's document copies, and clear every cached read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { CURRENT_USER_KEY, rememberUser } from './current-user.ts';
import { useDocManager } from './sync/sync-context.tsx';
import { clearToken } from './tokens.ts';

/** A mutation that signs the staff member out. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const manager = useDocManager();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('POST', '/api/logout');
      } catch (error) {
        console.warn('Sign-out request failed; signing out on this device anyway', error);
      }
      clearToken('staff');
      clearToken('owner');
      rememberUser(null);
      await manager.clearDevice();
    },
    onSettled: () => {
      // Nobody first, to the gate's own query: it then shows the sign-in screen. Clearing the
      // cache first took that query from under the gate, which kept showing the signed-out
      // person's screen (and asked the server for it again) until something else re-rendered.
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      // Then every other cached read (spec section 4: all cached data is cleared).
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0],
      });
    },
  });
}
