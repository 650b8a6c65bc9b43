/**
 * @module
 * A parent setting their own kiosk PIN (PUT /api/customer/pin, DESIGN section 7, "Kiosk"). The
 * server answers nothing but that it is saved: a PIN is kept only as hashes, so the portal never
 * shows one back. A session that has ended elsewhere sends the parent to sign in again.
 */
import type { SetPinPayload } from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { isSessionEnded } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast-store.ts';
import { forgetCustomerSession } from './customer-auth.ts';

/** A mutation that saves the parent's PIN; its error (a taken or trivial PIN) is shown by the form. */
export function useSetOwnPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: SetPinPayload) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      await apiRequest('PUT', '/api/customer/pin', payload, { token: 'none' });
    },
    onSuccess: () =>
      toast({
        title: 'Kiosk PIN Saved',
        description: 'Use it at the front-door tablet to sign your children in and out.',
      }),
    onError: (error) => {
      if (isSessionEnded(error)) forgetCustomerSession(queryClient);
    },
  });
}
