/**
 * @module
 * The money each family paid, in the week it counts in (decision 071), kept in `finance:{monday}`
 * so the owner's live dashboard shows "Payments Received" as what was received, offline too, as
 * decision 031 keeps the part-paid days there. After every change of a family's payments the
 * server writes the weeks whose receipts changed, through the registry like the paid flags; a
 * start writes every family's weeks once, for the payments recorded before this module.
 */
import { docName, setWeekReceipts } from '@cubby/shared/docs';
import { type ReceiptPayment, receiptsByWeek } from '@cubby/shared/family-money';
import type { Cents } from '@cubby/shared/money';
import { eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { Db } from '../../db/client.ts';
import { families, onceTasks } from '../../db/schema.ts';
import type { DocRegistry } from '../../sync/doc-registry.ts';
import { UNAUDITED_ORIGIN } from '../../sync/hooks.ts';
import { loadFamilyLedger } from './family-ledger.ts';
import type { FlagWrite } from './paid-flags.ts';

/** The `once_tasks` row saying every family's receipts were written to its weeks. */
export const WEEK_RECEIPTS_WRITTEN = 'ledger.week-receipts';

/**
 * The finance-document writes that make the family's receipts of each week those of `after`:
 * only the weeks where `before` counted other payments (every week of `after` when `before` is
 * null: nothing was written yet).
 */
export function receiptWrites(
  familyId: string,
  before: Iterable<ReceiptPayment> | null,
  after: Iterable<ReceiptPayment>,
): FlagWrite[] {
  const was = before === null ? null : receiptsByWeek(before);
  const now = receiptsByWeek(after);
  const mondays = new Set([...(was?.keys() ?? []), ...now.keys()]);
  const writes: FlagWrite[] = [];
  for (const monday of [...mondays].sort()) {
    const receipts = now.get(monday) ?? new Map<string, Cents>();
    if (was !== null && sameReceipts(was.get(monday), receipts)) continue;
    writes.push([
      { kind: 'finance', monday },
      (doc: Y.Doc) => setWeekReceipts(doc, familyId, receipts),
    ]);
  }
  return writes;
}

function sameReceipts(a: ReadonlyMap<string, Cents> | undefined, b: ReadonlyMap<string, Cents>) {
  if ((a?.size ?? 0) !== b.size) return false;
  for (const [id, cents] of b) if (a?.get(id) !== cents) return false;
  return true;
}

/** Writes every family's receipts to its weeks, once; later starts skip it (decision 043). */
export function writeEveryFamilysReceipts(db: Db, registry: DocRegistry): number {
  const done = db.select().from(onceTasks).where(eq(onceTasks.name, WEEK_RECEIPTS_WRITTEN));
  if (done.get()) return 0;
  let weeks = 0;
  for (const { id } of db.select({ id: families.id }).from(families).all()) {
    const { payments } = loadFamilyLedger(db, id).input;
    const writes = receiptWrites(id, null, payments);
    for (const [ref, write] of writes) {
      registry.writeNow(ref, write, UNAUDITED_ORIGIN);
      // One week at a time, as the price carry-over does: a long history is never all loaded.
      const loaded = registry.get(docName(ref));
      if (loaded && loaded.connections.size === 0) registry.unload(loaded);
    }
    weeks += writes.length;
  }
  db.insert(onceTasks).values({ name: WEEK_RECEIPTS_WRITTEN, doneAt: new Date() }).run();
  return weeks;
}
