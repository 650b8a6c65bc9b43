/**
 * @module
 * The family money reads several screens share (decision 038): every family's whole balance
 * (GET /api/family-balances) and recording cash, a cheque or a bank transfer (POST
 * /api/payments). `token` says whose screen asks: the desk's staff token or the owner's.
 */
import {
  familyBalancesResponseSchema,
  type RecordPaymentPayload,
  recordedPaymentResponseSchema,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './api-client.ts';
import { NEEDS_CONNECTION } from './connection.ts';

/** Whose token a money read goes with. */
export type MoneyToken = 'staff' | 'owner';

/** Every family's whole balance, read again whenever a screen showing it opens. */
export function useFamilyBalances(token: MoneyToken, enabled = true) {
  return useQuery({
    queryKey: ['/api/family-balances', token],
    queryFn: () =>
      apiJson(familyBalancesResponseSchema, 'GET', '/api/family-balances', undefined, { token }),
    refetchOnMount: 'always',
    enabled,
  });
}

/** One family's whole balance now, as a decimal string; null when it cannot be read. */
export async function readFamilyBalance(familyId: string, token: MoneyToken) {
  try {
    const { families } = await apiJson(
      familyBalancesResponseSchema,
      'GET',
      '/api/family-balances',
      undefined,
      { token },
    );
    return families.find((family) => family.familyId === familyId)?.balance ?? null;
  } catch {
    return null;
  }
}

/** What a desk form sends: the amount as typed, in dollars. */
export type DeskPaymentInput = Omit<RecordPaymentPayload, 'amount'> & { amount: string };

/** Records a payment; every balance cached in this browser is read again afterwards. */
export function useRecordFamilyPayment(token: MoneyToken) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeskPaymentInput) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(recordedPaymentResponseSchema, 'POST', '/api/payments', input, { token });
    },
    onSuccess: () => invalidateMoney(queryClient),
  });
}

/** Reads every money query again: balances, ledgers and payment lists. */
export function invalidateMoney(queryClient: ReturnType<typeof useQueryClient>): void {
  for (const key of ['/api/family-balances', '/api/customers', '/api/families', '/api/payments']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
