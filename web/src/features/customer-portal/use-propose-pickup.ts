/**
 * @module
 * A parent proposing a person to collect the children (POST /api/customer/pickup-requests). The
 * person joins the family's list as waiting: staff see the proposal live and approve it, and
 * until then the person may not collect, which the toast says.
 */
import { contactResponseSchema, type ProposePickupPayload } from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { isSessionEnded } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast-store.ts';
import { forgetCustomerSession } from './customer-auth.ts';
import { FAMILY_CONTACTS_KEY } from './family-contacts-query.ts';

/** A mutation that proposes a pick-up person; its error is shown by the form. */
export function useProposePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProposePickupPayload) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(contactResponseSchema, 'POST', '/api/customer/pickup-requests', payload, {
        token: 'none',
      });
    },
    onSuccess: (contact) => {
      void queryClient.invalidateQueries({ queryKey: FAMILY_CONTACTS_KEY });
      toast({
        title: 'Pick-up Person Proposed',
        description: `${contact.name} may not collect until staff approve them.`,
      });
    },
    onError: (error) => {
      if (isSessionEnded(error)) forgetCustomerSession(queryClient);
    },
  });
}
