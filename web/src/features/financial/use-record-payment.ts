/**
 * @module
 * The owner's cash, cheque and bank-transfer payments (decision 031): the family's unpaid days, read with the
 * owner's token, and POST /api/payments. The days it settles turn paid on every owner screen
 * through the finance documents; the balances cached for /checkout are read again.
 */
import {
  type OutstandingBalanceResponse,
  outstandingBalanceResponseSchema,
  type RecordPaymentPayload,
  type UnpaidDayResponse,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** One unpaid day as GET /api/customers/{id}/outstanding-balance lists it. */
export type UnpaidDay = UnpaidDayResponse;

/** A family's balance and its unpaid days, oldest first. */
export type OwnerBalance = OutstandingBalanceResponse;

/** The family's current balance, read when the dialog opens. */
export function useFamilyBalance(customerId: string) {
  return useQuery({
    queryKey: ['/api/customers', customerId, 'outstanding-balance'],
    queryFn: () =>
      apiJson(
        outstandingBalanceResponseSchema,
        'GET',
        `/api/customers/${customerId}/outstanding-balance`,
        undefined,
        {
          token: 'owner',
        },
      ),
    refetchOnMount: 'always',
  });
}

/** What the form sends: the amount as the owner typed it, in dollars. */
export type RecordPaymentInput = Omit<RecordPaymentPayload, 'amount'> & { amount: string };

/** What the server answers about a recorded payment that the dialog shows. */
const recordedPaymentSchema = z.object({ receiptNumber: z.string().nullable() }).loose();

/** Records the payment; `onRecorded` runs after the ledger has taken it, with its receipt. */
export function useRecordPayment(onRecorded: (recorded: { receiptNumber: string | null }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordPaymentInput) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(recordedPaymentSchema, 'POST', '/api/payments', input, { token: 'owner' });
    },
    onSuccess: (recorded) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/customers'] });
      onRecorded(recorded);
    },
  });
}
