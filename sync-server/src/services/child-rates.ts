/**
 * @module
 * A child's hourly rate, the one rate every charge of theirs uses (decision 024), changed by the
 * owner. A rate prices from now on: a present day with no kept price is priced by the rate each
 * time it is read, so before the rate changes the server keeps each such day's price at the old
 * rate in its week document, where no device may write (decision 067). What was already charged
 * stays charged; the change is one audit entry with the rates before and after.
 */
import { mondayOf } from '@cubby/shared/dates';
import { keepDayPrice } from '@cubby/shared/docs';
import { formatDollars, formatMoney, parseMoney } from '@cubby/shared/money';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { customers, dailyAttendance } from '../db/schema.ts';
import { refreshDirectory } from '../sync/hooks/directory-source.ts';
import { UNAUDITED_ORIGIN } from '../sync/hooks.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import type { CustomerDeps } from './customers.ts';
import { notFound } from './refusal.ts';

/** Sets a child's hourly rate (a decimal string such as '14.00'); 404 when there is no child. */
export function changeHourlyRate(
  deps: CustomerDeps,
  id: string,
  hourlyRate: string,
  source: AuditSource,
): void {
  const { db, registry } = deps;
  const child =
    db.select().from(customers).where(eq(customers.id, id)).get() ?? notFound('Customer not found');
  const rateCents = parseMoney(hourlyRate);
  if (rateCents === child.hourlyRateCents) return;

  // Updates waiting for this tick are projected first, so the table names every unpriced day.
  // A day in progress has no charge to keep yet: the rate of the moment it ends prices it.
  registry.commit();
  const unpriced = db
    .select()
    .from(dailyAttendance)
    .where(
      and(
        eq(dailyAttendance.customerId, id),
        eq(dailyAttendance.isPresent, true),
        isNull(dailyAttendance.dailyCostCents),
        isNotNull(dailyAttendance.chargeCents),
      ),
    )
    .all();
  // One write per week. The day's charge is the same before and after it, so it is no change of
  // its own for the log: the rate change below is the one entry.
  const byWeek = new Map<string, typeof unpriced>();
  for (const day of unpriced) {
    const monday = mondayOf(day.date);
    byWeek.set(monday, [...(byWeek.get(monday) ?? []), day]);
  }
  for (const [monday, days] of byWeek) {
    registry.write(
      { kind: 'week', monday },
      (doc) => {
        for (const day of days) {
          keepDayPrice(doc, id, day.date, day.chargeCents, UNAUDITED_ORIGIN);
        }
      },
      UNAUDITED_ORIGIN,
    );
  }
  registry.commit();

  db.transaction((tx) => {
    tx.update(customers).set({ hourlyRateCents: rateCents }).where(eq(customers.id, id)).run();
    appendAuditBy(tx, source, {
      action: 'customer.rate-changed',
      customerId: id,
      summary: `Changed ${child.name}'s hourly rate from ${formatDollars(child.hourlyRateCents)} to ${formatDollars(rateCents)}${keptPrices(unpriced.length)}`,
      before: { hourlyRate: formatMoney(child.hourlyRateCents) },
      after: { hourlyRate: formatMoney(rateCents) },
    });
  });
  refreshDirectory(db, registry.write);
  registry.commit();
}

function keptPrices(days: number): string {
  if (days === 0) return '';
  return days === 1
    ? '; 1 day already attended keeps its price'
    : `; ${days} days already attended keep their price`;
}
