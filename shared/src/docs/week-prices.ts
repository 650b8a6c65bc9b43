/**
 * @module
 * The prices a week document keeps for days, written by the server alone (decision 067): a day
 * priced before its child's rate changed keeps that price. A client's update that changes this
 * map is refused (the week hook's `acceptClientUpdate`), so no device can price a day; every
 * other day is priced by the child's rate when it is read (`dayCharge`).
 */
import type * as Y from 'yjs';
import { isoDateSchema } from '../date-schemas.ts';
import { type Cents, formatMoney } from '../money.ts';
import { moneyStringSchema } from '../money-schemas.ts';
import { joinKey, splitKey } from './record-key.ts';

/** The root map of kept prices: `customerId|date` to a decimal string, never negative. */
export const KEPT_PRICES = 'keptPrices';

/**
 * The attendance field a client wrote a day's cost into before decision 067. Clients no longer
 * write it, and nothing reads it but the one-time carry-over of the prices it holds.
 */
export const CLIENT_COST_FIELD = 'dailyCost';

/** The kept-prices map, for observers and for the check of a client's update. */
export function keptPricesMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(KEPT_PRICES);
}

/** Reads a stored kept price: a non-negative decimal string, else null. */
export function readKeptPrice(value: unknown): string | null {
  // Parsed like any document value: a kept price another version wrote may be anything.
  const parsed = moneyStringSchema.safeParse(value);
  return parsed.success && !parsed.data.startsWith('-') ? parsed.data : null;
}

/** Parses a kept-price key into its child and date; null for keys of another shape. */
export function parseKeptPriceKey(key: string): { customerId: string; date: string } | null {
  const parts = splitKey(key, 2);
  if (!parts) return null;
  const [customerId, date] = parts as [string, string];
  return isoDateSchema.safeParse(date).success ? { customerId, date } : null;
}

/** The price the server kept for a day, or null when the child's rate prices it. */
export function getKeptPrice(doc: Y.Doc, customerId: string, date: string): string | null {
  return readKeptPrice(keptPricesMap(doc).get(joinKey(customerId, date)));
}

/**
 * Keeps a day's price (server only: a client's update that writes here is refused), or with
 * null lets the child's rate price it again. A negative price is refused.
 */
export function keepDayPrice(
  doc: Y.Doc,
  customerId: string,
  date: string,
  priceCents: Cents | null,
  origin?: unknown,
): void {
  if (priceCents !== null && priceCents < 0) throw new RangeError('A price is never negative');
  const key = joinKey(customerId, date);
  const map = keptPricesMap(doc);
  doc.transact(() => {
    if (priceCents === null) map.delete(key);
    else if (map.get(key) !== formatMoney(priceCents)) map.set(key, formatMoney(priceCents));
  }, origin);
}
