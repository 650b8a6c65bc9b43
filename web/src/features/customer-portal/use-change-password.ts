/**
 * @module
 * Setting the parent's own password (POST /api/customer/change-password): 'Password Changed' and
 * on to the schedule, or 'Password Change Failed' with the server's message (spec section 8).
 */
import type { ChangePasswordPayload } from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { toast } from '../../lib/toast-store.ts';
import { CUSTOMER_AUTH_KEY, type CustomerAuth, rememberCustomerAuth } from './customer-auth.ts';

/** A mutation that sets the new password. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (payload: ChangePasswordPayload) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      await apiRequest('POST', '/api/customer/change-password', payload, { token: 'none' });
    },
    onSuccess: () => {
      const auth = queryClient.getQueryData<CustomerAuth>(CUSTOMER_AUTH_KEY);
      if (auth?.isAuthenticated) {
        const changed = { ...auth, requiresPasswordChange: false, requiresWelcomeCode: false };
        rememberCustomerAuth(changed);
        queryClient.setQueryData(CUSTOMER_AUTH_KEY, changed);
        // A session that owed its welcome code was told only the children's names: the
        // family's details come with the next answer (decision 068).
        if (auth.requiresWelcomeCode)
          void queryClient.invalidateQueries({ queryKey: CUSTOMER_AUTH_KEY });
      }
      toast({ title: 'Password Changed' });
      void navigate({ to: '/customer-schedule' });
    },
    onError: (error) =>
      toast({
        title: 'Password Change Failed',
        description: error.message || 'Failed to update password',
        variant: 'destructive',
      }),
  });
}
