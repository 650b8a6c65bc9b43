/**
 * @module
 * What an attendance day costs and what a customer's week owes (decision 008). One rule for
 * every screen that shows money: the server's financial week and customer report, and the
 * owner's dashboard, which computes it live from the documents.
 */
import { DEFAULT_ARRIVAL_TIME, DEFAULT_DEPARTURE_TIME, REPORT_ASSUMED_HOURS } from './constants.ts';
import { minutesBetween, type TimeOfDay } from './dates.ts';
import { type Cents, costForMinutes, sumCents } from './money.ts';

/** The attendance fields a day's time and cost depend on. */
export interface TimedDay {
  isPresent: boolean;
  arrivalTime: TimeOfDay | null;
  departureTime: TimeOfDay | null;
}

/** A day with its saved cost, in cents (null when none was saved). */
export interface CostedDay extends TimedDay {
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
 * What a day costs: its saved daily cost when staff set one (the attendance toggle or Edit
 * Times), otherwise its minutes at the customer's hourly rate. An absent day costs nothing.
 */
export function dayCharge(day: CostedDay, hourlyRateCents: Cents): Cents {
  if (!day.isPresent) return 0;
  if (day.dailyCostCents !== null) return day.dailyCostCents;
  return costForMinutes(hourlyRateCents, dayMinutes(day));
}

/**
 * The cost Edit Times saves for a day: arrival to departure at the child's hourly rate, never
 * below 0 (decision 024: the rate shown is the rate charged).
 */
export function editedDayCost(
  arrivalTime: TimeOfDay,
  departureTime: TimeOfDay,
  hourlyRateCents: Cents,
): Cents {
  return costForMinutes(hourlyRateCents, minutesBetween(arrivalTime, departureTime));
}

/**
 * The cost the attendance toggle saves for a day it marks present or absent: a whole default
 * day (10:00 to 16:00) at the child's hourly rate (decision 024).
 */
export function defaultDayCost(hourlyRateCents: Cents): Cents {
  return editedDayCost(DEFAULT_ARRIVAL_TIME, DEFAULT_DEPARTURE_TIME, hourlyRateCents);
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
