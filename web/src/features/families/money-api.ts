/**
 * @module
 * The family page's money reads and the owner's adjustment (DESIGN section 7): the ledger
 * (GET /api/families/{id}/ledger), autopay (GET /api/families/{id}/autopay) and POST
 * /api/families/{id}/adjustments. The owner's token goes with them when the session is the
 * owner's, else the staff one.
 */
import { autopayStateSchema, ledgerResponseSchema } from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { invalidateMoney, type MoneyToken } from '../../lib/family-money.ts';

// The ledger runs to the last entry: days booked later this week are owed too, as every other
// money screen counts them, so the closing balance is the family's whole balance.
const LAST_DAY = '2999-12-31';

/** The family's ledger from `from` on, closing on the whole balance. */
export function useFamilyLedger(familyId: string, from: string, token: MoneyToken) {
  return useQuery({
    queryKey: ['/api/families', familyId, 'ledger', from, token],
    queryFn: () =>
      apiJson(
        ledgerResponseSchema,
        'GET',
        `/api/families/${familyId}/ledger?from=${from}&to=${LAST_DAY}`,
        undefined,
        { token },
      ),
    refetchOnMount: 'always',
  });
}

/** The family's autopay: on or off, the card, the last failure. */
export function useFamilyAutopay(familyId: string, token: MoneyToken) {
  return useQuery({
    queryKey: ['/api/families', familyId, 'autopay', token],
    queryFn: () =>
      apiJson(autopayStateSchema, 'GET', `/api/families/${familyId}/autopay`, undefined, {
        token,
      }),
  });
}

/** The owner adds a signed adjustment (a charge, or a credit when negative) with a reason. */
export function useAddAdjustment(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { amount: string; reason: string }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(
        z.object({ id: z.string() }).loose(),
        'POST',
        `/api/families/${familyId}/adjustments`,
        input,
        { token: 'owner' },
      );
    },
    onSuccess: () => invalidateMoney(queryClient),
  });
}
