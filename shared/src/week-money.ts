/**
 * @module
 * What a customer's week owes (decision 008). A day's charge is its day record's
 * (`@cubby/shared/day-record`, decision 069): the price the server kept, else its stays' minutes
 * at the child's rate, else a standard day; a day in progress is charged nothing yet and counted
 * in no total. One rule for every screen that shows money: the server's financial week and
 * customer report, and the owner's dashboard, which computes it live from the documents.
 */
import { minutesBetween, type TimeOfDay } from './dates.ts';
import { type Cents, costForMinutes, sumCents } from './money.ts';

/** A day's charge as its record says, and whether the owner marked it paid (checkReceived). */
export interface ChargedDay {
  /** Null while the day is in progress: in no total, never an estimate. */
  chargeCents: Cents | null;
  checkReceived: boolean;
}

/**
 * What a day of these times costs at the child's hourly rate, never below 0: what Edit Times
 * previews, and what the day record charges for them (decision 024: the rate shown is the rate
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
export function weekMoney(days: Iterable<ChargedDay>): WeekMoney {
  const charged = [...days].filter((day) => day.chargeCents !== null) as Array<
    ChargedDay & { chargeCents: Cents }
  >;
  const costCents = sumCents(charged.map((day) => day.chargeCents));
  const receivedCents = sumCents(
    charged.filter((day) => day.checkReceived).map((day) => day.chargeCents),
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
