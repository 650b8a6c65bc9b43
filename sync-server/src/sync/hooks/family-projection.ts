/**
 * @module
 * Family documents: checks what a family writes (the whole document, and an answer against every
 * rule REST holds it to; staff's decision is never the family's to give), projects the answer
 * and staff's decision on it into weekly_confirmations and mirrors both into
 * `confirmations:{monday}` in the same commit, so a staff screen watching the week hears of it
 * as soon as it is stored. What is recorded carries the server's own time, never the device's.
 */
import { randomUUID } from 'node:crypto';
import { isAnswerableWeek } from '@cubby/shared/answer-window';
import { checkWeekAnswer } from '@cubby/shared/confirmation-rules';
import {
  familyMap,
  getExtraDayDecision,
  getFamilyConfirmation,
  isFamilyDocWellFormed,
  mirrorConfirmation,
  mirrorDecision,
  readRawDecision,
  sameAnswer,
  stampWeekConfirmation,
  type WeekConfirmation,
} from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import { confirmWeekPayloadSchema } from '@cubby/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { weeklyConfirmations } from '../../db/schema.ts';
import { findCustomer } from '../../queries/customers.ts';
import { sameValue } from '../audit/audit-words.ts';
import { describeFamilyChanges } from '../audit/family-changes.ts';
import { type DocHooks, SERVER_ORIGIN } from '../hooks.ts';
import { changedKeys } from '../sync-doc.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { projectionStatements } from './projection-statements.ts';

/** Hooks of family documents. */
export const familyHooks: DocHooks = {
  describeChanges: describeFamilyChanges,
  acceptClientUpdate(next, { ref, live, db, clock }) {
    if (ref.kind !== 'family' || !isFamilyDocWellFormed(next, ref.monday)) return false;
    // A week outside the answer window takes no family's write, on a connection opened while
    // it was inside too (decision 066).
    if (!isAnswerableWeek(ref.monday, facilityToday(clock))) return false;
    // A family may drop staff's decision along with its answer (undoing the week), never give one.
    const decision = readRawDecision(next);
    if (decision !== undefined && !sameValue(decision, readRawDecision(live))) return false;
    const answer = getFamilyConfirmation(next, ref.monday);
    // Rules hold a new or changed answer, its reasons' length too; one accepted earlier stays,
    // even if the family's default days changed since.
    if (!answer || sameAnswer(answer, getFamilyConfirmation(live, ref.monday))) return true;
    if (!confirmWeekPayloadSchema.safeParse(payloadOf(answer)).success) return false;
    const customer = findCustomer(db, ref.customerId);
    return customer !== undefined && checkWeekAnswer(answer, customer).length === 0;
  },

  onChange({ doc, dirty, tx, db, write }) {
    const ref = doc.ref;
    if (ref.kind !== 'family' || changedKeys(dirty, familyMap(doc.ydoc)).size === 0) return;
    if (createCustomerLookup(projectionStatements(db))(ref.customerId) === null) return;
    const key = and(
      eq(weeklyConfirmations.customerId, ref.customerId),
      eq(weeklyConfirmations.weekStart, ref.monday),
    );
    const answer = getFamilyConfirmation(doc.ydoc, ref.monday);
    // The device's stamps are its own clock's claim: what is recorded is stamped by the server
    // when it stores the answer, keeping when the week was first answered (decision 014).
    const recordedAt = tx
      .select({ confirmedAt: weeklyConfirmations.confirmedAt })
      .from(weeklyConfirmations)
      .where(key)
      .get()?.confirmedAt;
    const confirmation = answer
      ? stampWeekConfirmation(
          recordedAt ? { confirmedAt: recordedAt.toISOString() } : null,
          payloadOf(answer),
          new Date(),
        )
      : null;
    const decision = confirmation ? getExtraDayDecision(doc.ydoc, ref.monday) : null;
    if (confirmation) {
      const row = {
        status: confirmation.status,
        details: confirmation.details,
        confirmedAt: new Date(confirmation.confirmedAt),
        updatedAt: new Date(confirmation.updatedAt),
        decision: decision?.decision ?? null,
        decisionMessage: decision?.message ?? null,
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
    write({ kind: 'confirmations', monday: ref.monday }, (mirror) => {
      mirrorConfirmation(mirror, ref.customerId, confirmation, SERVER_ORIGIN);
      mirrorDecision(mirror, ref.customerId, decision, SERVER_ORIGIN);
    });
  },
};

// The answer without its stamps.
function payloadOf({ weekStart, status, details }: WeekConfirmation) {
  return { weekStart, status, details };
}
