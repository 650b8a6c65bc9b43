/**
 * @module
 * How an unpaid day reads on the Process Payments screen: date MM-DD-YYYY, hour:minute times,
 * the hours charged with one decimal (spec sections 2 and 9), and its cost.
 */
import { HOURS_DECIMALS } from '@cubby/shared/constants';
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { UnpaidSession } from './use-outstanding-balances.ts';

/** An unpaid day's date, times, hours and cost as shown. */
export function describeSession(session: UnpaidSession) {
  return {
    date: formatDisplayDate(session.date),
    times: timesOf(session),
    hours: `${session.hours.toFixed(HOURS_DECIMALS)} hours`,
    cost: formatDollars(parseMoney(session.totalCost)),
  };
}

// 'In Progress' for a child still here; a day marked present without times is charged the
// assumed hours (decision 008), and says so.
function timesOf({ checkInTime, checkOutTime }: UnpaidSession): string {
  if (!checkInTime) return 'Times not recorded';
  const to = checkOutTime ? clockTime(new Date(checkOutTime)) : 'In Progress';
  return `${clockTime(new Date(checkInTime))} - ${to}`;
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
