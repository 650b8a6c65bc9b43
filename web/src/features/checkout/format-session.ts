/**
 * @module
 * How a session reads on the Process Payments screen: date MM-DD-YYYY, hour:minute times,
 * hours with one decimal (spec sections 2 and 9).
 */
import { HOURS_DECIMALS } from '@cubby/shared/constants';
import { formatDisplayDate, toIsoDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { UnpaidSession } from './use-outstanding-balances.ts';

const MS_PER_HOUR = 3_600_000;

/** A session's date, times, hours and cost as shown. */
export function describeSession(session: UnpaidSession, now = new Date()) {
  const checkIn = new Date(session.checkInTime);
  const checkOut = session.checkOutTime ? new Date(session.checkOutTime) : null;
  const end = checkOut ?? now;
  const hours = Math.max(0, end.getTime() - checkIn.getTime()) / MS_PER_HOUR;
  return {
    date: formatDisplayDate(toIsoDate(checkIn)),
    from: clockTime(checkIn),
    to: checkOut ? clockTime(checkOut) : 'In Progress',
    hours: `${hours.toFixed(HOURS_DECIMALS)} hours`,
    // A session in progress has no cost until check-out.
    cost:
      session.totalCost === null ? 'No charge yet' : formatDollars(parseMoney(session.totalCost)),
  };
}

/** '1 unpaid session', '3 unpaid sessions'. */
export function sessionCount(count: number): string {
  return `${count} unpaid ${count === 1 ? 'session' : 'sessions'}`;
}

/** Initials for an avatar: the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

// Written out rather than toLocaleTimeString, whose spacing before AM/PM varies by browser.
function clockTime(moment: Date): string {
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
