/**
 * @module
 * The family's account (GET /api/customer/account) and starting a card payment (POST
 * /api/customer/payment-intent), with the parent's session cookie. Stripe tells the server, not
 * the phone, that a payment went through, so while one is on its way the account is asked again
 * every few seconds, and now and then otherwise.
 */
import {
  customerAccountResponseSchema,
  portalPaymentIntentResponseSchema,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { isSessionEnded } from '../../lib/error-text.ts';
import { forgetCustomerSession } from './customer-auth.ts';
import { ACCOUNT_READ } from './portal-screens.ts';

const ACCOUNT_KEY = [ACCOUNT_READ.url] as const;

/** The family's account; `waiting` asks again every 3 s, else every 30 s. */
export function useAccount(waiting: boolean) {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () =>
      apiJson(customerAccountResponseSchema, 'GET', ACCOUNT_KEY[0], undefined, { token: 'none' }),
    refetchOnMount: 'always',
    refetchInterval: waiting ? 3000 : 30_000,
  });
}

/** Starts a card payment of `amount` dollars; `requestId` names the tap, so a repeat reaches it. */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { amount: string; requestId: string }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(
        portalPaymentIntentResponseSchema,
        'POST',
        '/api/customer/payment-intent',
        body,
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
