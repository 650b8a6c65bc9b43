/**
 * @module
 * The portal's logout: tell the server (a failure is only logged: the phone signs out anyway),
 * delete the family's document copies from this phone, forget the saved session, and go to
 * /customer-login.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { CUSTOMER_AUTH_KEY, rememberCustomerAuth, SIGNED_OUT } from './customer-auth.ts';
import { useClearFamilyCopies } from './family-copies.ts';

/** A mutation that signs the parent out of this phone. */
export function usePortalLogout() {
  const queryClient = useQueryClient();
  const clearFamilyCopies = useClearFamilyCopies();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('POST', '/api/customer/logout', undefined, { token: 'none' });
      } catch (error) {
        console.warn('Logout request failed; signing out on this phone anyway', error);
      }
      rememberCustomerAuth(SIGNED_OUT);
      await clearFamilyCopies();
    },
    onSettled: () => {
      queryClient.setQueryData(CUSTOMER_AUTH_KEY, SIGNED_OUT);
      void navigate({ to: '/customer-login' });
    },
  });
}
