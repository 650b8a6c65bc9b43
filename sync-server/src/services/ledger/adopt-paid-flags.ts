/**
 * @module
 * Before decision 031 a day ticked paid was paid whatever money came in. At start the ledger
 * adopts those ticks: each day flagged paid that the family's money does not cover gets a
 * `marked` payment of what it still owes, earmarked for it, so no flag changes and no family's
 * balance moves when the ledger takes over. Once adopted, a second start would find nothing to
 * do, but only after loading every family's whole history: adoption records that it ran in
 * `once_tasks` (decision 043), and later starts skip it. A database from before, restored from a
 * backup, has no such row and adopts its flags at its first start.
 */
import { randomUUID } from 'node:crypto';
import { isCovered } from '@cubby/shared/ledger';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { families, onceTasks, payments } from '../../db/schema.ts';
import { appendAuditBy, SYSTEM_SOURCE } from '../audit.ts';
import { loadFamilyMoney } from './family-ledger.ts';

/** The `once_tasks` row saying the paid flags were adopted. */
export const PAID_FLAGS_ADOPTED = 'ledger.adopt-paid-flags';

/** Records the marked payments the paid flags stand for; answers how many it recorded. */
export function adoptPaidFlags(db: Db): number {
  return db.transaction((tx) => {
    const adopted = tx.select().from(onceTasks).where(eq(onceTasks.name, PAID_FLAGS_ADOPTED));
    if (adopted.get()) return 0;
    tx.insert(onceTasks).values({ name: PAID_FLAGS_ADOPTED, doneAt: new Date() }).run();
    let recorded = 0;
    for (const { id: familyId } of tx.select({ id: families.id }).from(families).all()) {
      const { ledger, allocation } = loadFamilyMoney(tx, familyId);
      for (const charge of allocation.charges) {
        const day = ledger.days.get(charge.key);
        if (!day?.checkReceived || charge.amountCents <= 0 || isCovered(charge)) continue;
        tx.insert(payments)
          .values({
            id: randomUUID(),
            customerId: day.customerId,
            familyId,
            amountCents: charge.amountCents - charge.paidCents,
            status: 'succeeded',
            method: 'marked',
            receivedOn: day.date,
            coveredDates: [day.date],
          })
          .run();
        recorded += 1;
      }
    }
    if (recorded > 0) {
      appendAuditBy(tx, SYSTEM_SOURCE, {
        action: 'ledger.adopted-paid-flags',
        summary: `Recorded ${recorded} day(s) already marked paid as payments in the family ledgers`,
        after: { days: recorded },
      });
    }
    return recorded;
  });
}
