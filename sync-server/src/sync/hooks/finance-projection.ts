/**
 * @module
 * Projects `finance:{monday}` into daily_attendance.checkReceived and weekly_notes (financial).
 */
import { mondayOf } from '@cubby/shared/dates';
import {
  financialNotesMap,
  getFinancialNote,
  isDayPaid,
  paidMap,
  parsePaidKey,
} from '@cubby/shared/docs';
import { describeFinanceChanges } from '../audit/finance-changes.ts';
import type { DocHooks } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { projectionStatements } from './projection-statements.ts';
import { upsertWeeklyNote } from './upsert-weekly-note.ts';
import { attendanceRowId } from './week-projection.ts';

/** Hooks of finance documents. */
export const financeHooks: DocHooks = {
  describeChanges: describeFinanceChanges,
  onChange({ doc, dirty, db }) {
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

    for (const customerId of changedKeys(dirty, financialNotesMap(doc.ydoc))) {
      if (exists(customerId) === null) continue;
      const note = getFinancialNote(doc.ydoc, customerId);
      upsertWeeklyNote(statements, { customerId, weekStart: monday, noteType: 'financial', note });
    }
  },
};
