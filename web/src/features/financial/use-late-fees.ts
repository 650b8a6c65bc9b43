/**
 * @module
 * Late fees on the owner's dashboard (decision 036): the statements overdue past their grace
 * days, and applying Settings' late fee to one (POST /api/late-fees), both with the owner's token.
 * Applying changes the family's balance, so the balances cached for /checkout are read again.
 */
import {
  appliedLateFeeSchema,
  type OverdueStatement,
  overdueStatementsResponseSchema,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

const OVERDUE_KEY = ['/api/late-fees/overdue'];

/** The overdue statements and the fee Settings set. */
export function useOverdueStatements() {
  return useQuery({
    queryKey: OVERDUE_KEY,
    queryFn: () =>
      apiJson(overdueStatementsResponseSchema, 'GET', '/api/late-fees/overdue', undefined, {
        token: 'owner',
      }),
    refetchOnMount: 'always',
  });
}

/** Applies the late fee to one statement. */
export function useApplyLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (statement: Pick<OverdueStatement, 'familyId' | 'period'>) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(
        appliedLateFeeSchema,
        'POST',
        '/api/late-fees',
        { familyId: statement.familyId, period: statement.period },
        { token: 'owner' },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: OVERDUE_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/customers'] });
    },
  });
}
