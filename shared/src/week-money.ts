/**
 * @module
 * The financial dashboard's money for one customer's week (spec section 2): the daily costs of
 * present days, the part marked received, and what is still owed. The server's
 * /api/financial/weekly and the owner's screen, which computes it live from the documents, both
 * use this, so the two never disagree.
 */
import { type Cents, sumCents } from './money.ts';

/** What the week's money is computed from, per attendance day. */
export interface ChargedDay {
  isPresent: boolean;
  /** The day's saved cost; a present day with none counts 0, as the dashboard shows it. */
  dailyCostCents: Cents | null;
  /** The owner marked the day paid (the spec's checkReceived). */
  checkReceived: boolean;
}

/** A customer's money for one week, in cents. */
export interface WeekMoney {
  costCents: Cents;
  receivedCents: Cents;
  outstandingCents: Cents;
}

/** The week's cost, received and outstanding amounts over its attendance days. */
export function weekMoney(days: Iterable<ChargedDay>): WeekMoney {
  const present = [...days].filter((day) => day.isPresent);
  const costCents = sumCents(present.map((day) => day.dailyCostCents ?? 0));
  const receivedCents = sumCents(
    present.filter((day) => day.checkReceived).map((day) => day.dailyCostCents ?? 0),
  );
  return { costCents, receivedCents, outstandingCents: costCents - receivedCents };
}
