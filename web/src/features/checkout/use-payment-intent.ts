/**
 * @module
 * The payment-intent request the payment dialog starts (spec sections 4 and 7):
 * POST /api/create-payment-intent with the balance as a number of dollars. Whatever comes back,
 * a client secret or an error, the flow ends in the 'not available' view: card entry is not
 * part of this product yet.
 */
import { centsToDollars } from '@cubby/shared/money';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** A mutation that requests a payment intent for a customer's balance. */
export function usePaymentIntent() {
  return useMutation({
    mutationFn: async (input: { customerId: string; balanceCents: number }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiRequest<{ clientSecret?: string }>('POST', '/api/create-payment-intent', {
        amount: centsToDollars(input.balanceCents),
        customerId: input.customerId,
      });
    },
    onError: (error) => console.warn('Payment intent request failed', error),
  });
}
