/**
 * @module
 * Projects `finance:{monday}` into daily_attendance.checkReceived and weekly_notes (financial).
 */
import { mondayOf } from '@cubby/shared/dates';
import {
  financialNotesMap,
  getFinancialNote,
  getPartPaidCents,
  isDayPaid,
  paidMap,
  parsePaidKey,
  partPaidMap,
  RECEIVED_ROOT,
  readFinanceKeyChange,
} from '@cubby/shared/docs';
import { applyOwnerTicks, type OwnerTick } from '../../services/ledger/owner-ticks.ts';
import { isLedgerWrite } from '../../services/ledger/paid-flags.ts';
import { describeFinanceChanges } from '../audit/finance-changes.ts';
import type { DocHooks } from '../hooks.ts';
import { auditSourceOfOrigin } from '../origin-source.ts';
import type { ChangeBatch } from '../sync-doc.ts';
import { changedKeys } from '../sync-doc.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { projectionStatements } from './projection-statements.ts';
import { upsertWeeklyNote } from './upsert-weekly-note.ts';
import { attendanceRowId } from './week-projection.ts';

/** Hooks of finance documents. */
export const financeHooks: DocHooks = {
  // The week's receipts are the server's record of the ledger's payments (decision 071): a
  // device's update that writes them is refused, as one writing kept prices is (decision 067).
  acceptClientUpdate: (_next, { changed }) => (changed.get(RECEIVED_ROOT)?.size ?? 0) === 0,
  describeChanges: describeFinanceChanges,
  onChange({ doc, dirty, db, tx, write, changeLog, timeZone }) {
    if (doc.ref.kind !== 'finance') return;
    const monday = doc.ref.monday;
    const statements = projectionStatements(db);
    const exists = createCustomerLookup(statements);

    for (const key of changedKeys(dirty, paidMap(doc.ydoc))) {
      const day = parsePaidKey(key);
      if (!day || mondayOf(day.date) !== monday || exists(day.customerId) === null) continue;
      const checkReceived = isDayPaid(doc.ydoc, day.customerId, day.date);
      statements.upsertPaidFlag.run({
        id: attendanceRowId(day.customerId, day.date),
        ...day,
        checkReceived,
        updatedAt: new Date(),
      });
    }

    for (const key of changedKeys(dirty, partPaidMap(doc.ydoc))) {
      const day = parsePaidKey(key);
      if (!day || mondayOf(day.date) !== monday || exists(day.customerId) === null) continue;
      const cents = getPartPaidCents(doc.ydoc, day.customerId, day.date);
      statements.upsertPartPaid.run({
        id: attendanceRowId(day.customerId, day.date),
        ...day,
        partPaidCents: cents > 0 ? cents : null,
        updatedAt: new Date(),
      });
    }

    for (const customerId of changedKeys(dirty, financialNotesMap(doc.ydoc))) {
      if (exists(customerId) === null) continue;
      const note = getFinancialNote(doc.ydoc, customerId);
      upsertWeeklyNote(statements, { customerId, weekStart: monday, noteType: 'financial', note });
    }

    // After the projection, so the ledger reads the flags as this change leaves them.
    const ticks = ownerTicksOf(changeLog, monday);
    if (ticks.length > 0) applyOwnerTicks({ tx, db, write, timeZone, now: new Date() }, ticks);
  },
};

// The paid flags someone changed (a device, a REST request, the server's own seeding), in order.
// The ledger's own writes are not ticks, so flags the ledger sets never loop back; nor is a
// removal's clean-up (UNAUDITED_ORIGIN), whose family is gone.
function ownerTicksOf(changeLog: readonly ChangeBatch[], monday: string): OwnerTick[] {
  const ticks: OwnerTick[] = [];
  for (const { origin, changes } of changeLog) {
    if (isLedgerWrite(origin)) continue;
    const source = auditSourceOfOrigin(origin);
    if (!source) continue;
    for (const { root, key, before, after } of changes) {
      const change = readFinanceKeyChange(root, key, before, after);
      if (change?.record !== 'paid' || change.before === change.after) continue;
      if (mondayOf(change.date) !== monday) continue;
      ticks.push({ customerId: change.customerId, date: change.date, paid: change.after, source });
    }
  }
  return ticks;
}
