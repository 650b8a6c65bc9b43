/**
 * @module
 * The billing clock's first duty (decision 036): once a billing period is over, its statement is
 * made for each family, a `billing_runs` row holding its due date and closing balance, and a
 * family that owes is told (`statement-ready`, mailed when mail is on) in the same transaction.
 * The row's key (family, period) makes that happen once, whichever loop gets there first.
 * Only periods from the one holding `billing.startedOn` count, so a first start does not bill
 * years of history.
 */
import {
  type BillingPeriod,
  dueDate,
  isClosed,
  periodOfKey,
  periodsBetween,
} from '@cubby/shared/billing-periods';
import { formatDisplayDate, type IsoDate, isValidIsoDate } from '@cubby/shared/dates';
import { formatDollars } from '@cubby/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingRuns, families, settings } from '../../db/schema.ts';
import { findAutopay } from '../autopay.ts';
import { loadFamilyLedger } from '../ledger/family-ledger.ts';
import { notify } from '../notices.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { readSettings } from '../settings.ts';
import { closingBalanceOf, periodLabel } from './statement-balance.ts';

/** What the billing clock needs. */
export type BillingDeps = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'clock' | 'log'>;

/** The settings row holding the day billing began (a JSON date string). */
export const BILLING_STARTED_KEY = 'billing.startedOn';

/** The day the billing clock first ran, stored the first time it is asked. */
export function billingStartedOn(db: Db, today: IsoDate): IsoDate {
  db.insert(settings)
    .values({ key: BILLING_STARTED_KEY, value: JSON.stringify(today) })
    .onConflictDoNothing()
    .run();
  const row = db.select().from(settings).where(eq(settings.key, BILLING_STARTED_KEY)).get();
  const stored: unknown = row ? JSON.parse(row.value) : today;
  return typeof stored === 'string' && isValidIsoDate(stored) ? stored : today;
}

/** Makes every statement due by `today` that is not made yet; answers how many it made. */
export function makeStatements(deps: BillingDeps, today: IsoDate): number {
  const { db, config } = deps;
  const { billingCycle, dueDays } = readSettings(db, config);
  const closed = periodsBetween(billingStartedOn(db, today), today, billingCycle).filter((period) =>
    isClosed(period, today),
  );
  if (closed.length === 0) return 0;
  let made = 0;
  for (const family of db.select({ id: families.id }).from(families).all()) {
    // A period is made once; after the owner changes the cycle, only periods after the last
    // statement's end are made, so no day is on two statements.
    const madeKeys = db
      .select({ periodKey: billingRuns.periodKey })
      .from(billingRuns)
      .where(eq(billingRuns.familyId, family.id))
      .all()
      .map(({ periodKey }) => periodKey);
    const lastTo =
      madeKeys
        .map((key) => periodOfKey(key)?.to ?? '')
        .sort()
        .at(-1) ?? '';
    const missing = closed.filter((period) => period.from > lastTo);
    if (missing.length === 0) continue;
    const ledger = loadFamilyLedger(db, family.id, deps.clock.timeZone);
    for (const period of missing) {
      if (makeStatement(deps, family.id, period, closingBalanceOf(ledger, period), dueDays)) {
        made += 1;
      }
    }
  }
  return made;
}

function makeStatement(
  deps: BillingDeps,
  familyId: string,
  period: BillingPeriod,
  closingCents: number,
  dueDays: number,
): boolean {
  const due = dueDate(period, dueDays);
  return deps.db.transaction((tx) => {
    const inserted = tx
      .insert(billingRuns)
      .values({
        familyId,
        periodKey: period.key,
        statementMadeAt: deps.clock.now(),
        dueDate: due,
        closingBalanceCents: closingCents,
      })
      .onConflictDoNothing()
      .run();
    // Another loop made it first, and told the family.
    if (inserted.changes === 0) return false;
    if (closingCents > 0) {
      notify(
        { ...deps, db: tx },
        familyId,
        statementNotice(tx, familyId, period, closingCents, due),
        {
          email: true,
        },
      );
    }
    return true;
  });
}

function statementNotice(
  db: Pick<Db, 'select'>,
  familyId: string,
  period: BillingPeriod,
  closingCents: number,
  due: IsoDate,
) {
  const label = periodLabel(period);
  const autopay = findAutopay(db, familyId)?.enabled
    ? ' Autopay will charge your saved card on the due date.'
    : '';
  return {
    kind: 'statement-ready' as const,
    title: `Your statement for ${label} is ready`,
    body: `Your statement for ${label} is ready: ${formatDollars(closingCents)} is due by ${formatDisplayDate(due)}.${autopay}`,
  };
}
