/**
 * @module
 * Each family's whole balance for the dashboard (issue 18), read with the owner's token and read
 * again whenever the week's money changes on screen (a tick, a payment, a reversal synced in),
 * so the balances follow the live table.
 */
import type { FamilyWeekMoney } from '@cubby/shared/family-money';
import type { FamilyBalance } from '@cubby/shared/schemas';
import { useEffect, useMemo } from 'react';
import { useFamilyBalances } from '../../lib/family-money.ts';
import type { CustomerWeek } from './financial-week.ts';

/**
 * The balances, and each child's family by the child's id; read again when a row's money or a
 * family's receipts of the week change (an overpayment changes no row).
 */
export function useWholeBalances(
  rows: readonly CustomerWeek[],
  families: ReadonlyMap<string, FamilyWeekMoney>,
) {
  const query = useFamilyBalances('owner');
  const signature = [
    ...rows.map((row) => `${row.id}:${row.money.paidCents}:${row.money.costCents}`),
    ...[...families].map(([id, week]) => `${id}:${week.receivedCents}`),
  ].join('|');
  const { refetch } = query;
  // The signature is the trigger: the week's money changed, so the balances may have.
  useEffect(() => {
    void refetch();
  }, [signature, refetch]);
  const byChild = useMemo(() => {
    const map = new Map<string, FamilyBalance>();
    for (const family of query.data?.families ?? []) {
      for (const child of family.children) map.set(child.id, family);
    }
    return map;
  }, [query.data]);
  return { families: query.data?.families ?? null, byChild, error: query.error };
}
