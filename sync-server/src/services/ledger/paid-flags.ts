/**
 * @module
 * Paid flags follow the ledger (decision 031): a day's flag in `finance:{monday}` (the spec's
 * checkReceived) is set exactly when the family's money covers the day's whole charge. After
 * every ledger change the server writes the flags whose state changed, through the registry
 * like any write, so the owner's screens see it live. Its writes carry the ledger's origin so
 * that the finance hook never reads them as the owner ticking or unticking a day.
 */
import { mondayOf } from '@cubby/shared/dates';
import { type DocRef, setDaysPaid, setPartPaid } from '@cubby/shared/docs';
import { type Allocation, isCovered } from '@cubby/shared/ledger';
import type * as Y from 'yjs';
import type { AuditSource } from '../audit.ts';
import type { FamilyLedger } from './family-ledger.ts';

const LEDGER_WRITE = Symbol('cubby-ledger-write');

/** The origin of the ledger's own flag writes: audited as `source`, never read as a tick. */
export function ledgerOrigin(source: AuditSource): { auditSource: AuditSource } {
  return { auditSource: source, [LEDGER_WRITE]: true } as { auditSource: AuditSource };
}

/** Whether a transaction's origin is the ledger writing flags. */
export function isLedgerWrite(origin: unknown): boolean {
  return typeof origin === 'object' && origin !== null && LEDGER_WRITE in origin;
}

/** A write to one finance document. */
export type FlagWrite = readonly [DocRef, (doc: Y.Doc) => void];

/**
 * The finance-document writes that make the family's projected flags agree with `allocation`.
 * Days that cost nothing have no paid state of the ledger's, and keep whatever flag they have.
 */
export function paidFlagWrites(ledger: FamilyLedger, allocation: Allocation): FlagWrite[] {
  const changes = new Map<
    string,
    Array<{ customerId: string; date: string; paid: boolean; partCents: number }>
  >();
  for (const charge of allocation.charges) {
    if (charge.customerId === null) continue;
    const day = ledger.days.get(charge.key);
    if (!day) continue;
    const paid = isCovered(charge);
    // What is covered of a day not covered in full, so the owner's live dashboard counts it.
    const partCents = paid ? 0 : charge.paidCents;
    const flagChanges = charge.amountCents > 0 && day.checkReceived !== paid;
    if (!flagChanges && (day.partPaidCents ?? 0) === partCents) continue;
    const monday = mondayOf(day.date);
    changes.set(monday, [
      ...(changes.get(monday) ?? []),
      {
        customerId: day.customerId,
        date: day.date,
        paid: flagChanges ? paid : day.checkReceived,
        partCents,
      },
    ]);
  }
  return [...changes].map(
    ([monday, days]) =>
      [
        { kind: 'finance', monday },
        (doc: Y.Doc) => {
          setDaysPaid(
            doc,
            days.filter((day) => day.paid),
            true,
          );
          setDaysPaid(
            doc,
            days.filter((day) => !day.paid),
            false,
          );
          setPartPaid(
            doc,
            days.map(({ customerId, date, partCents }) => ({ customerId, date, cents: partCents })),
          );
        },
      ] as const,
  );
}
