/**
 * @module
 * Family documents: checks what a family writes, projects it into weekly_confirmations and
 * mirrors it into `confirmations:{monday}` in the same commit, so a staff screen watching the
 * week hears of it as soon as it is stored.
 */
import { randomUUID } from 'node:crypto';
import {
  familyMap,
  getFamilyConfirmation,
  isFamilyDocWellFormed,
  mirrorConfirmation,
} from '@cubby/shared/docs';
import { and, eq } from 'drizzle-orm';
import { weeklyConfirmations } from '../../db/schema.ts';
import { type DocHooks, SERVER_ORIGIN } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { projectionStatements } from './projection-statements.ts';

/** Hooks of family documents. */
export const familyHooks: DocHooks = {
  acceptClientUpdate(next, ref) {
    return ref.kind === 'family' && isFamilyDocWellFormed(next, ref.monday);
  },

  onChange({ doc, dirty, tx, db, write }) {
    const ref = doc.ref;
    if (ref.kind !== 'family' || changedKeys(dirty, familyMap(doc.ydoc)).size === 0) return;
    if (createCustomerLookup(projectionStatements(db))(ref.customerId) === null) return;
    const confirmation = getFamilyConfirmation(doc.ydoc, ref.monday);
    const key = and(
      eq(weeklyConfirmations.customerId, ref.customerId),
      eq(weeklyConfirmations.weekStart, ref.monday),
    );
    if (confirmation) {
      const row = {
        status: confirmation.status,
        details: confirmation.details,
        confirmedAt: new Date(confirmation.confirmedAt),
        updatedAt: new Date(confirmation.updatedAt),
      };
      tx.insert(weeklyConfirmations)
        .values({ id: randomUUID(), customerId: ref.customerId, weekStart: ref.monday, ...row })
        .onConflictDoUpdate({
          target: [weeklyConfirmations.customerId, weeklyConfirmations.weekStart],
          set: row,
        })
        .run();
    } else {
      tx.delete(weeklyConfirmations).where(key).run();
    }
    write({ kind: 'confirmations', monday: ref.monday }, (mirror) =>
      mirrorConfirmation(mirror, ref.customerId, confirmation, SERVER_ORIGIN),
    );
  },
};
