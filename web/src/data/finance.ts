/**
 * @module
 * One week's paid flags, receipts and financial notes, from the `finance:{monday}` document: opened with
 * the owner's token (staff devices are refused it), kept on this device for offline use, and
 * synced live between the owner's devices.
 */
import {
  listFinancialNotes,
  listPaidDays,
  listPartPaid,
  listWeekReceipts,
} from '@cubby/shared/docs';
import { useDocLoaded, useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../lib/sync/synced-doc.ts';

/** The finance document of a Monday, held open while mounted. */
export function useFinanceDoc(monday: string): SyncedDoc {
  return useSyncedDoc({ kind: 'finance', monday });
}

/**
 * The week's paid days (`paidDayKey` keys), what the ledger covers of days not paid in full, the
 * money each family paid that week (cents by family id), its notes by customer, and whether they
 * loaded.
 */
export function useFinanceWeek(finance: SyncedDoc): {
  paid: Set<string>;
  partPaid: Map<string, number>;
  receipts: Map<string, number[]>;
  notes: Map<string, string>;
  loaded: boolean;
} {
  return {
    paid: useDocValue(finance, listPaidDays, []),
    partPaid: useDocValue(finance, listPartPaid, []),
    receipts: useDocValue(finance, listWeekReceipts, []),
    notes: useDocValue(finance, listFinancialNotes, []),
    loaded: useDocLoaded(finance),
  };
}
