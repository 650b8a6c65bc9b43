/**
 * @module
 * How an unpaid day reads on the Process Payments screen: date MM-DD-YYYY, hour:minute times,
 * the hours charged with one decimal (spec sections 2 and 9), and its cost.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { IN_PROGRESS } from '@cubby/shared/week-money';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { formatHours } from '../../lib/format.ts';
import type { UnpaidSession } from './use-outstanding-balances.ts';

/**
 * An unpaid day's date, times, hours and cost as shown; a day in progress has neither hours nor
 * cost yet (decision 071), so both are empty.
 */
export function describeSession(session: UnpaidSession, timeZone: string) {
  const inProgress = session.checkInTime !== '' && session.checkOutTime === '';
  return {
    date: formatDisplayDate(session.date),
    times: timesOf(session, timeZone),
    hours: inProgress ? '' : `${formatHours(session.hours)} hours`,
    cost: inProgress ? '' : formatDollars(parseMoney(session.totalCost)),
  };
}

// 'In Progress' for a child still here; a day marked present without times is charged a
// standard day (decision 071), and says so.
function timesOf({ checkInTime, checkOutTime }: UnpaidSession, timeZone: string): string {
  if (!checkInTime) return 'Times not recorded';
  const to = checkOutTime ? formatTimeAt(checkOutTime, timeZone) : IN_PROGRESS;
  return `${formatTimeAt(checkInTime, timeZone)} - ${to}`;
}

/** '1 unpaid session', '3 unpaid sessions'. */
export function sessionCount(count: number): string {
  return `${count} unpaid ${count === 1 ? 'session' : 'sessions'}`;
}
