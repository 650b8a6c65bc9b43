/**
 * @module
 * A parent saving their own phone and email (PATCH /api/customer/contact). The session's copy of
 * the contact (and the one kept on the phone) takes the server's answer, so My Details shows
 * what staff now see; a session that has ended elsewhere sends the parent to sign in again.
 */
import { ownContactResponseSchema, type UpdateOwnContactPayload } from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { isSessionEnded } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast-store.ts';
import {
  CUSTOMER_AUTH_KEY,
  type CustomerAuth,
  forgetCustomerSession,
  rememberCustomerAuth,
} from './customer-auth.ts';
import { FAMILY_CONTACTS_KEY } from './family-contacts-query.ts';

/** A mutation that saves the parent's phone and email; its error is shown by the form. */
export function useUpdateOwnContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: UpdateOwnContactPayload) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(ownContactResponseSchema, 'PATCH', '/api/customer/contact', payload, {
        token: 'none',
      });
    },
    onSuccess: (contact) => {
      const auth = queryClient.getQueryData<CustomerAuth>(CUSTOMER_AUTH_KEY);
      if (auth?.isAuthenticated) {
        const updated = { ...auth, contact };
        rememberCustomerAuth(updated);
        queryClient.setQueryData(CUSTOMER_AUTH_KEY, updated);
      }
      void queryClient.invalidateQueries({ queryKey: FAMILY_CONTACTS_KEY });
      toast({ title: 'Details Saved', description: 'The day care now has your new details.' });
    },
    onError: (error) => {
      if (isSessionEnded(error)) forgetCustomerSession(queryClient);
    },
  });
}
