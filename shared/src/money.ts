/**
 * @module
 * Exact money. Amounts are integer cents in code and decimal strings ('12.50') on the wire and
 * in storage; the spec's money columns are decimal(10,2). Nothing here adds floating-point
 * dollars: a float that is not already an exact 2-decimal amount is refused, not rounded. The
 * zod schemas of money are in `money-schemas.ts`, so a screen can format money without zod.
 */
/** An amount of money in integer cents. */
export type Cents = number;

/** Digits before the decimal point that decimal(10,2) allows. */
export const MONEY_INTEGER_DIGITS = 8;

/** Digits after the decimal point that decimal(10,2) allows. */
export const MONEY_SCALE = 2;

/** The largest amount decimal(10,2) holds, in cents (99999999.99). */
export const MAX_MONEY_CENTS = 10 ** (MONEY_INTEGER_DIGITS + MONEY_SCALE) - 1;

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;
/** How a valid amount reads, for messages. */
export const MONEY_FORMAT_HINT = 'a decimal amount with at most 2 decimal places, like 12.50';

/** Cents from a decimal string or number ('12.5', 150, -3.05); throws RangeError when inexact. */
export function parseMoney(value: string | number): Cents {
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign = '', whole = '', fraction] = match ?? [];
  if (!match || (whole === '' && !fraction) || fraction === '') {
    throw new RangeError(`Invalid amount "${text}": expected ${MONEY_FORMAT_HINT}`);
  }
  if (fraction !== undefined && fraction.length > MONEY_SCALE) {
    throw new RangeError(`Invalid amount "${text}": more than 2 decimal places`);
  }
  const significantWhole = whole.replace(/^0+/, '');
  if (significantWhole.length > MONEY_INTEGER_DIGITS) {
    throw new RangeError(`Invalid amount "${text}": larger than 99999999.99`);
  }
  const cents = Number(significantWhole || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  // `|| 0` turns -0 into 0 so '-0.00' formats as '0.00'.
  return (sign === '-' ? -cents : cents) || 0;
}

// String(n) is the shortest text that reads back as n, so 12.5 gives '12.5' while
// 0.1 + 0.2 gives '0.30000000000000004', which then fails the 2-decimal rule.
function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Invalid amount ${value}: not a finite number`);
  const text = String(value);
  if (/e/i.test(text)) {
    throw new RangeError(`Invalid amount ${text}: expected ${MONEY_FORMAT_HINT}`);
  }
  return text;
}

/** Whether `value` parses as money (see parseMoney). */
export function isValidMoney(value: string | number): boolean {
  try {
    parseMoney(value);
    return true;
  } catch {
    return false;
  }
}

function requireCents(cents: Cents): Cents {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Invalid cents ${cents}: expected an integer number of cents`);
  }
  return cents;
}

/** `cents` as the API's decimal string: '12.50', '-3.05', '0.00'. */
export function formatMoney(cents: Cents): string {
  const value = requireCents(cents);
  const magnitude = Math.abs(value);
  const dollars = Math.trunc(magnitude / 100);
  const remainder = String(magnitude % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${dollars}.${remainder}`;
}

/**
 * `cents` as every screen, PDF and mail writes an amount (decision 071): a dollar sign after
 * any minus, thousands grouped, two decimals: '$1,322.93', '-$3.05', '$0.00'.
 */
export function formatDollars(cents: Cents): string {
  const text = formatMoney(cents);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}

/** A balance as written beside a family: what it owes ('$12.50'), or its credit ('Credit $4.17'). */
export function formatBalance(cents: Cents): string {
  return cents < 0 ? `Credit ${formatDollars(-cents)}` : formatDollars(cents);
}

/** `cents` as a JSON number of dollars, for response fields the spec gives as numbers. */
export function centsToDollars(cents: Cents): number {
  // One division of an exact integer gives the nearest double to the 2-decimal value.
  return requireCents(cents) / 100;
}

/** The exact sum of integer cent amounts. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += requireCents(value);
  return requireCents(total);
}

/** Cost of `minutes` at `rateCents` per hour, rounded half-up to the cent with integer math. */
export function costForMinutes(rateCents: Cents, minutes: number): Cents {
  if (requireCents(rateCents) < 0) throw new RangeError('Hourly rate cannot be negative');
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`Invalid minutes ${minutes}: expected a whole number of minutes >= 0`);
  }
  const centMinutes = requireCents(rateCents * minutes);
  const wholeCents = Math.trunc(centMinutes / 60);
  const remainder = centMinutes - wholeCents * 60;
  return remainder * 2 >= 60 ? wholeCents + 1 : wholeCents;
}
