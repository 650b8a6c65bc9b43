/**
 * @module
 * The owner's payments list (GET /api/payments, decision 038) and reversing one (POST
 * /api/payments/{id}/reversal). A reversal reads every money query again.
 */
import {
  type PaymentListQuery,
  paymentListResponseSchema,
  recordedPaymentResponseSchema,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { invalidateMoney } from '../../lib/family-money.ts';

/** The payments received in the filter's range and method, newest first. */
export function usePaymentList(filter: PaymentListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return useQuery({
    queryKey: ['/api/payments', query],
    queryFn: () =>
      apiJson(
        paymentListResponseSchema,
        'GET',
        `/api/payments${query ? `?${query}` : ''}`,
        undefined,
        { token: 'owner' },
      ),
    refetchOnMount: 'always',
  });
}

/** Reverses a payment with the owner's reason. */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; reason: string }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(
        recordedPaymentResponseSchema,
        'POST',
        `/api/payments/${input.id}/reversal`,
        { reason: input.reason },
        { token: 'owner' },
      );
    },
    onSuccess: () => invalidateMoney(queryClient),
  });
}
