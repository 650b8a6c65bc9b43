/**
 * @module
 * Stays left open past midnight are forgotten check-outs: the day record already counts each
 * closed at its day's closing time (decision 069), and this loop writes that down once the
 * facility's date has moved on, as the next check-in would (`closeForgottenStays`, decision
 * 018). The document then says what every reader already derives, tablets included, and the
 * projection writes the day's charge, which was held back while the day was in progress. At
 * start, just after each of the facility's midnights (so the SQL views, the ledger and reports
 * stop calling yesterday "in progress" as soon as the record does), and every few minutes in
 * between; the sessions projection names the stays still open.
 */
import { closeForgottenStays } from '@cubby/shared/attendance-commands';
import { addDays, mondayOf } from '@cubby/shared/dates';
import { type FacilityClock, facilityToday, instantAt } from '@cubby/shared/facility-clock';
import { and, isNull, lt } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { errorMessage } from '../../logger.ts';
import { SERVER_ORIGIN } from '../../sync/hooks.ts';
import { readFacilityHours } from '../facility-hours/read-facility-hours.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Five minutes: a stay forgotten yesterday is closed at most this long into today. */
export const FORGOTTEN_STAYS_POLL_MS = 5 * 60_000;

/** What closing takes. */
export type ForgottenStaysDeps = Pick<ServiceDeps, 'db' | 'registry' | 'clock' | 'log'>;

/** Closes every stay still open on a day before today; answers how many children had one. */
export function closeStaysForgottenBeforeToday({
  db,
  registry,
  clock,
}: Omit<ForgottenStaysDeps, 'log'>): number {
  const today = facilityToday(clock);
  const open = db
    .selectDistinct({ customerId: sessions.customerId, date: sessions.date })
    .from(sessions)
    .where(and(isNull(sessions.checkOutTime), lt(sessions.date, today)))
    .all();
  if (open.length === 0) return 0;
  const byWeek = new Map<string, Set<string>>();
  for (const { customerId, date } of open) {
    const monday = mondayOf(date);
    byWeek.set(monday, (byWeek.get(monday) ?? new Set()).add(customerId));
  }
  const hours = readFacilityHours(db).history;
  for (const [monday, children] of byWeek) {
    registry.write(
      { kind: 'week', monday },
      (doc) => {
        for (const customerId of children) {
          closeForgottenStays(doc, clock.timeZone, hours, customerId, today, SERVER_ORIGIN);
        }
      },
      SERVER_ORIGIN,
    );
  }
  registry.commit();
  return open.length;
}

/** A second past midnight: the pass after midnight reads the new date, never the old one. */
const PAST_MIDNIGHT_MS = 1_000;

/** How long until the next pass: `pollMs`, or less when the facility's midnight comes first. */
export function delayToNextPass(clock: FacilityClock, pollMs: number): number {
  const midnight = instantAt(addDays(facilityToday(clock), 1), '00:00', clock.timeZone);
  const untilMidnight = midnight.getTime() - clock.now().getTime() + PAST_MIDNIGHT_MS;
  return Math.max(0, Math.min(pollMs, untilMidnight));
}

/**
 * Runs `closeStaysForgottenBeforeToday` now, then every `pollMs` and just after each of the
 * facility's midnights; answers how to stop it.
 */
export function watchForgottenStays(
  deps: ForgottenStaysDeps,
  pollMs = FORGOTTEN_STAYS_POLL_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pass = () => {
    try {
      closeStaysForgottenBeforeToday(deps);
    } catch (error) {
      // Tried again at the next pass; a check-in closes the child's stays meanwhile.
      deps.log.error('attendance.forgotten-stays-failed', { error: errorMessage(error) });
    }
    timer = setTimeout(pass, delayToNextPass(deps.clock, pollMs));
    timer.unref();
  };
  pass();
  return () => clearTimeout(timer);
}
