/**
 * @module
 * The payment-intent request the payment dialog starts (spec sections 4 and 7):
 * POST /api/create-payment-intent with the balance as a number of dollars. The answer carries a
 * client secret, and the publishable key when the server has one: only with both can the dialog
 * show Stripe's card form; anything else ends in the 'not available' view.
 */
import { centsToDollars } from '@cubby/shared/money';
import { type PaymentIntentResponse, paymentIntentResponseSchema } from '@cubby/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** What the server answers. */
export type PaymentIntent = PaymentIntentResponse;

/** A mutation that requests a payment intent for a customer's balance. */
export function usePaymentIntent() {
  return useMutation({
    mutationFn: async (input: { customerId: string; balanceCents: number }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(paymentIntentResponseSchema, 'POST', '/api/create-payment-intent', {
        amount: centsToDollars(input.balanceCents),
        customerId: input.customerId,
      });
    },
    onError: (error) => console.warn('Payment intent request failed', error),
  });
}
