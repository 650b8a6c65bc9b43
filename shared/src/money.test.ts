import { describe, expect, test } from 'vitest';
import {
  centsToDollars,
  costForMinutes,
  formatBalance,
  formatDollars,
  formatMoney,
  isValidMoney,
  MAX_MONEY_CENTS,
  parseMoney,
  sumCents,
} from './money.ts';
import { moneySchema, moneyStringSchema, moneyValueSchema } from './money-schemas.ts';

describe('parseMoney', () => {
  test('reads decimal strings with up to 2 decimals', () => {
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('150')).toBe(15000);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney(' 25.00 ')).toBe(2500);
    expect(parseMoney('007.10')).toBe(710);
  });

  test('reads numbers through their shortest decimal text', () => {
    expect(parseMoney(150)).toBe(15000);
    expect(parseMoney(12.5)).toBe(1250);
    expect(parseMoney(0.07)).toBe(7);
    // 1.15 * 100 is 114.99999999999999 in floating point; the text route gives 115.
    expect(parseMoney(1.15)).toBe(115);
    expect(parseMoney(4.35)).toBe(435);
  });

  test('keeps negatives for the caller to judge, without a negative zero', () => {
    expect(parseMoney('-3.05')).toBe(-305);
    expect(parseMoney(-3.05)).toBe(-305);
    expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
    expect(Object.is(parseMoney(-0), 0)).toBe(true);
  });

  test('refuses floats that are not exact 2-decimal amounts', () => {
    expect(() => parseMoney(0.1 + 0.2)).toThrow(
      'Invalid amount "0.30000000000000004": more than 2 decimal places',
    );
    expect(() => parseMoney('1.005')).toThrow(RangeError);
    expect(() => parseMoney(1.005)).toThrow(RangeError);
  });

  test('refuses exponent notation, NaN and infinities', () => {
    expect(() => parseMoney('1e3')).toThrow('Invalid amount "1e3"');
    expect(() => parseMoney(1e21)).toThrow('Invalid amount 1e+21');
    expect(() => parseMoney(1e-7)).toThrow(RangeError);
    expect(() => parseMoney(Number.NaN)).toThrow('not a finite number');
    expect(() => parseMoney(Number.POSITIVE_INFINITY)).toThrow('not a finite number');
  });

  test('refuses malformed text', () => {
    for (const bad of ['', ' ', '-', '.', '12.', '1,000.00', '$12.50', '12.5.0', 'abc', '0x10']) {
      expect(() => parseMoney(bad), bad).toThrow(RangeError);
    }
  });

  test('holds decimal(10,2): at most 8 integer digits', () => {
    expect(parseMoney('99999999.99')).toBe(MAX_MONEY_CENTS);
    expect(parseMoney('-99999999.99')).toBe(-MAX_MONEY_CENTS);
    expect(parseMoney('00000000099999999.99')).toBe(MAX_MONEY_CENTS);
    expect(() => parseMoney('100000000')).toThrow('larger than 99999999.99');
    expect(() => parseMoney(123456789)).toThrow(RangeError);
  });

  test('isValidMoney mirrors parseMoney', () => {
    expect(isValidMoney('12.50')).toBe(true);
    expect(isValidMoney(0.1 + 0.2)).toBe(false);
  });
});

describe('formatting', () => {
  test('formatMoney gives the API decimal string', () => {
    expect(formatMoney(1250)).toBe('12.50');
    expect(formatMoney(-305)).toBe('-3.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(7)).toBe('0.07');
    expect(formatMoney(-7)).toBe('-0.07');
    expect(formatMoney(MAX_MONEY_CENTS)).toBe('99999999.99');
  });

  test.each([
    [132293, '$1,322.93'],
    [124710, '$1,247.10'],
    [1250, '$12.50'],
    [99999, '$999.99'],
    [5, '$0.05'],
    [0, '$0.00'],
    [-305, '-$3.05'],
    [-123456789, '-$1,234,567.89'],
    [99999999999, '$999,999,999.99'],
  ])('formatDollars writes %i cents as %s: one format everywhere', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  test('formatBalance writes a credit one way', () => {
    expect(formatBalance(132293)).toBe('$1,322.93');
    expect(formatBalance(-417)).toBe('Credit $4.17');
    expect(formatBalance(0)).toBe('$0.00');
  });

  test('parse and format round-trip', () => {
    for (const text of ['0.00', '0.99', '1.00', '12.34', '-45.60', '99999999.99']) {
      expect(formatMoney(parseMoney(text))).toBe(text);
    }
  });

  test('refuse fractional or unsafe cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53)).toThrow(RangeError);
  });

  test('centsToDollars gives the nearest number for JSON fields', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(30)).toBe(0.3);
    expect(centsToDollars(-305)).toBe(-3.05);
  });
});

describe('sumCents', () => {
  test('adds exactly where floats drift', () => {
    const dimes = Array.from({ length: 10 }, () => parseMoney('0.10'));
    expect(sumCents(dimes)).toBe(100);
    expect(formatMoney(sumCents([parseMoney(0.1), parseMoney(0.2)]))).toBe('0.30');
    expect(sumCents([])).toBe(0);
    expect(sumCents(new Set([15000, -305]))).toBe(14695);
  });

  test('refuses non-integer cents', () => {
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
  });
});

describe('costForMinutes', () => {
  test('the edit-times rule: 6 hours at 25.00 per hour is 150.00', () => {
    expect(costForMinutes(parseMoney('25.00'), 360)).toBe(15000);
    expect(costForMinutes(parseMoney('12.50'), 360)).toBe(7500);
    expect(costForMinutes(2500, 0)).toBe(0);
  });

  test('rounds half up to the cent', () => {
    // 1250 * 7 / 60 = 145.83... -> 146
    expect(costForMinutes(1250, 7)).toBe(146);
    // 2500 * 1 / 60 = 41.66... -> 42
    expect(costForMinutes(2500, 1)).toBe(42);
    // 1 * 30 / 60 = 0.5 -> 1 (half goes up)
    expect(costForMinutes(1, 30)).toBe(1);
    // 1 * 29 / 60 = 0.48... -> 0
    expect(costForMinutes(1, 29)).toBe(0);
    // 3 * 50 / 60 = 2.5 -> 3
    expect(costForMinutes(3, 50)).toBe(3);
    // 2501 * 7 / 60 = 291.78... -> 292
    expect(costForMinutes(2501, 7)).toBe(292);
  });

  test('stays exact for large rates and long days', () => {
    // 9999999999 * 1439 / 60 = 239833333309.35 -> 239833333309
    expect(costForMinutes(MAX_MONEY_CENTS, 1439)).toBe(239_833_333_309);
    expect(costForMinutes(MAX_MONEY_CENTS, 60)).toBe(MAX_MONEY_CENTS);
  });

  test('refuses negative or fractional inputs', () => {
    expect(() => costForMinutes(-2500, 60)).toThrow(RangeError);
    expect(() => costForMinutes(2500, -1)).toThrow(RangeError);
    expect(() => costForMinutes(2500, 1.5)).toThrow(RangeError);
    expect(() => costForMinutes(12.5, 60)).toThrow(RangeError);
  });
});

describe('zod schemas', () => {
  test('moneySchema reads strings and numbers into cents', () => {
    expect(moneySchema.parse('12.5')).toBe(1250);
    expect(moneySchema.parse(150)).toBe(15000);
    expect(moneySchema.parse('-3.05')).toBe(-305);
  });

  test('moneySchema explains what is wrong', () => {
    const messages = (value: unknown) =>
      moneySchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(0.1 + 0.2)).toEqual([
      'Invalid amount "0.30000000000000004": more than 2 decimal places',
    ]);
    expect(messages('lots')).toEqual([
      'Invalid amount "lots": expected a decimal amount with at most 2 decimal places, like 12.50',
    ]);
    expect(messages(true)).toEqual([
      'Expected a decimal amount with at most 2 decimal places, like 12.50',
    ]);
    expect(messages(null)).toHaveLength(1);
  });

  test('moneyStringSchema keeps a string and normalizes it', () => {
    expect(moneyStringSchema.parse('12.5')).toBe('12.50');
    expect(moneyStringSchema.parse('150')).toBe('150.00');
    expect(moneyStringSchema.parse('-0')).toBe('0.00');
    expect(moneyStringSchema.safeParse(12.5).success).toBe(false);
    expect(moneyStringSchema.safeParse('100000000.00').error?.issues[0]?.message).toBe(
      'Invalid amount "100000000.00": larger than 99999999.99',
    );
  });

  test('moneyValueSchema turns either form into the decimal string', () => {
    expect(moneyValueSchema.parse(150)).toBe('150.00');
    expect(moneyValueSchema.parse('150.00')).toBe('150.00');
    expect(moneyValueSchema.safeParse(1.005).success).toBe(false);
  });
});
