/**
 * @module
 * The family's autopay (GET /api/customer/autopay), starting to save a card (PUT with
 * `enabled: true`, answering the SetupIntent's client secret) and turning it off (PUT with
 * `enabled: false`), with the parent's session cookie.
 */
import { autopaySetupResponseSchema, autopayStateSchema } from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { isSessionEnded } from '../../lib/error-text.ts';
import { forgetCustomerSession } from './customer-auth.ts';

const AUTOPAY_KEY = ['/api/customer/autopay'] as const;

/** The family's autopay; asked again every few seconds while a card is being saved. */
export function useAutopay() {
  return useQuery({
    queryKey: AUTOPAY_KEY,
    queryFn: () => apiJson(autopayStateSchema, 'GET', AUTOPAY_KEY[0], undefined, { token: 'none' }),
    refetchOnMount: 'always',
    // Stripe tells the server, not the phone, that the card is saved.
    refetchInterval: (query) => (query.state.data?.pending ? 3000 : false),
  });
}

/** Starts saving a card: the SetupIntent's client secret and Stripe's publishable key. */
export function useStartAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(
        autopaySetupResponseSchema,
        'PUT',
        AUTOPAY_KEY[0],
        { enabled: true },
        {
          token: 'none',
        },
      );
    },
    onError: (error) => {
      if (isSessionEnded(error)) forgetCustomerSession(queryClient);
    },
  });
}

/** Turns autopay off at once; the answer is the new state. */
export function useTurnOffAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(
        autopayStateSchema,
        'PUT',
        AUTOPAY_KEY[0],
        { enabled: false },
        {
          token: 'none',
        },
      );
    },
    onSuccess: (state) => queryClient.setQueryData(AUTOPAY_KEY, state),
    onError: (error) => {
      if (isSessionEnded(error)) forgetCustomerSession(queryClient);
    },
  });
}

/** Asks for the family's autopay again (after the card form says the card was taken). */
export function useRefreshAutopay() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: AUTOPAY_KEY });
}
