/**
 * @module
 * What an attendance day costs and what a customer's week owes (decision 008). One rule for
 * every screen that shows money: the server's financial week and customer report, and the
 * owner's dashboard, which computes it live from the documents.
 */
import { REPORT_ASSUMED_HOURS } from './constants.ts';
import { minutesBetween, type TimeOfDay } from './dates.ts';
import { type Cents, costForMinutes, sumCents } from './money.ts';

/** The attendance fields a day's time and cost depend on. */
export interface TimedDay {
  isPresent: boolean;
  arrivalTime: TimeOfDay | null;
  departureTime: TimeOfDay | null;
}

/** A day with the price the server kept for it, in cents (null: the child's rate prices it). */
export interface CostedDay extends TimedDay {
  /** Written by the server alone, never taken from a device (decision 067). */
  dailyCostCents: Cents | null;
}

/** A costed day and whether the owner marked it paid (the spec's checkReceived). */
export interface ChargedDay extends CostedDay {
  checkReceived: boolean;
}

/**
 * Minutes a present day counts for: arrival to departure, or the assumed 6 hours when either
 * time is missing (spec section 9, printed reports). An absent day counts none.
 */
export function dayMinutes(day: TimedDay): number {
  if (!day.isPresent) return 0;
  if (day.arrivalTime && day.departureTime) {
    return minutesBetween(day.arrivalTime, day.departureTime);
  }
  return REPORT_ASSUMED_HOURS * 60;
}

/**
 * What a day costs: the price the server kept for it (a day priced before its child's rate
 * changed, decision 067), otherwise its minutes at the child's hourly rate. An absent day costs
 * nothing.
 */
export function dayCharge(day: CostedDay, hourlyRateCents: Cents): Cents {
  if (!day.isPresent) return 0;
  if (day.dailyCostCents !== null) return day.dailyCostCents;
  return costForMinutes(hourlyRateCents, dayMinutes(day));
}

/**
 * What a day of these times costs at the child's hourly rate, never below 0: what Edit Times
 * previews, and what `dayCharge` charges for them (decision 024: the rate shown is the rate
 * charged).
 */
export function editedDayCost(
  arrivalTime: TimeOfDay,
  departureTime: TimeOfDay,
  hourlyRateCents: Cents,
): Cents {
  return costForMinutes(hourlyRateCents, minutesBetween(arrivalTime, departureTime));
}

/** A customer's money for one week, in cents. */
export interface WeekMoney {
  costCents: Cents;
  receivedCents: Cents;
  outstandingCents: Cents;
}

/** The week's cost, the part marked received, and what is still owed, over its days. */
export function weekMoney(days: Iterable<ChargedDay>, hourlyRateCents: Cents): WeekMoney {
  const charged = [...days].map((day) => ({ day, charge: dayCharge(day, hourlyRateCents) }));
  const costCents = sumCents(charged.map(({ charge }) => charge));
  const receivedCents = sumCents(
    charged.filter(({ day }) => day.checkReceived).map(({ charge }) => charge),
  );
  return { costCents, receivedCents, outstandingCents: costCents - receivedCents };
}

/**
 * The amounts a payment may be for: the running totals of the oldest unpaid days' charges, since
 * a payment settles whole days, oldest first (decision 009). At most `limit` of them.
 */
export function settlingAmounts(charges: readonly Cents[], limit: number): Cents[] {
  let total = 0;
  return charges.slice(0, limit).map((charge) => {
    total += charge;
    return total;
  });
}
