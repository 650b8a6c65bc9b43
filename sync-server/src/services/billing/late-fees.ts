/**
 * @module
 * Late fees, never silently (decision 036): the owner sees the statements past their due date by
 * more than the grace days with money still owed of them, and applies Settings' late fee to one
 * by hand, as a `late-fee` adjustment of the family's ledger. Once per family and period: the
 * billing run keeps the adjustment's id, set in the adjustment's own transaction.
 */
import { periodOfKey } from '@cubby/shared/billing-periods';
import { addDays, formatDisplayDate, type IsoDate } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { formatMoney, parseMoney } from '@cubby/shared/money';
import type {
  ApplyLateFeePayload,
  OverdueStatement,
  OverdueStatementsResponse,
} from '@cubby/shared/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { billingRuns, families } from '../../db/schema.ts';
import { type AdjustmentRow, addAdjustment } from '../adjustments.ts';
import type { AuditSource } from '../audit.ts';
import { type FamilyLedger, loadFamilyLedger } from '../ledger/family-ledger.ts';
import type { LedgerDeps } from '../ledger/ledger-change.ts';
import { conflict, notFound } from '../refusal.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { readSettings } from '../settings.ts';
import { owedOnStatement, periodLabel } from './statement-balance.ts';

/** What late fees need: the ledger, and Settings. */
export type LateFeeDeps = LedgerDeps & Pick<ServiceDeps, 'config'>;

/** Statements past due by more than the grace days with money still owed, oldest due first. */
export function listOverdueStatements(deps: LateFeeDeps): OverdueStatementsResponse {
  const { db, config, clock } = deps;
  const { lateFee, lateFeeGraceDays } = readSettings(db, config);
  const today = facilityToday(clock);
  const ledgers = new Map<string, FamilyLedger>();
  const ledgerOf = (familyId: string) => {
    const ledger = ledgers.get(familyId) ?? loadFamilyLedger(db, familyId, clock.timeZone);
    ledgers.set(familyId, ledger);
    return ledger;
  };
  const runs = db
    .select({ run: billingRuns, familyName: families.name })
    .from(billingRuns)
    .innerJoin(families, eq(families.id, billingRuns.familyId))
    .orderBy(asc(billingRuns.dueDate), asc(families.name))
    .all();
  const statements: OverdueStatement[] = [];
  for (const { run, familyName } of runs) {
    const period = periodOfKey(run.periodKey);
    if (!period || !isOverdue(run.dueDate, lateFeeGraceDays, today)) continue;
    const owed = owedOnStatement(ledgerOf(run.familyId), period, today);
    if (owed <= 0) continue;
    statements.push({
      familyId: run.familyId,
      familyName,
      period: run.periodKey,
      periodLabel: periodLabel(period),
      dueDate: run.dueDate,
      owed: formatMoney(owed),
      lateFeeApplied: run.lateFeeAdjustmentId !== null,
    });
  }
  return { lateFee, graceDays: lateFeeGraceDays, statements };
}

/** Applies Settings' late fee to one overdue statement; 409 if it cannot, or did already. */
export function applyLateFee(
  deps: LateFeeDeps,
  input: ApplyLateFeePayload,
  source: AuditSource,
): AdjustmentRow {
  const { db, config, clock } = deps;
  const { lateFee, lateFeeGraceDays } = readSettings(db, config);
  const today = facilityToday(clock);
  if (!db.select({ id: families.id }).from(families).where(eq(families.id, input.familyId)).get()) {
    notFound('Family not found');
  }
  const thisRun = and(
    eq(billingRuns.familyId, input.familyId),
    eq(billingRuns.periodKey, input.period),
  );
  const run =
    db.select().from(billingRuns).where(thisRun).get() ??
    conflict('No statement was made for this family and period');
  const period = periodOfKey(run.periodKey) ?? conflict('No statement was made for this period');
  if (run.lateFeeAdjustmentId !== null) {
    conflict('A late fee was already applied to this statement');
  }
  const feeCents = parseMoney(lateFee);
  if (feeCents <= 0) conflict('No late fee is set in Settings');
  if (!isOverdue(run.dueDate, lateFeeGraceDays, today)) {
    conflict(
      `This statement is not overdue: it was due ${formatDisplayDate(run.dueDate)}, with ${lateFeeGraceDays} grace days`,
    );
  }
  const ledger = loadFamilyLedger(db, input.familyId, clock.timeZone);
  if (owedOnStatement(ledger, period, today) <= 0) conflict('Nothing is owed on this statement');

  return addAdjustment(
    deps,
    input.familyId,
    {
      amount: feeCents,
      kind: 'late-fee',
      reason: `Statement for ${periodLabel(period)}, due ${formatDisplayDate(run.dueDate)}`,
    },
    source,
    // From the check above to this write nothing yields the event loop: two clicks at once
    // are served one after the other, and the second is refused above.
    (tx, row) => {
      tx.update(billingRuns)
        .set({ lateFeeAdjustmentId: row.id })
        .where(and(thisRun, isNull(billingRuns.lateFeeAdjustmentId)))
        .run();
    },
  );
}

// Past due by more than the grace days: due the 29th with 5 grace days, overdue from the 4th.
function isOverdue(due: IsoDate, graceDays: number, today: IsoDate): boolean {
  return today > addDays(due, graceDays);
}
