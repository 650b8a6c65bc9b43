import { describe, expect, test } from 'vitest';
import { type ChargedDay, editedDayCost, settlingAmounts, weekMoney } from './week-money.ts';

const RATE = 1250; // 12.50 an hour

const day = (fields: Partial<ChargedDay>): ChargedDay => ({
  chargeCents: 0,
  checkReceived: false,
  ...fields,
});

describe('editedDayCost', () => {
  test('prices the minutes between the times at the hourly rate, in exact cents', () => {
    expect(editedDayCost('10:00', '11:20', RATE)).toBe(1667);
    expect(editedDayCost('11:00', '10:00', RATE)).toBe(0);
  });
});

describe('weekMoney', () => {
  test('sums what the days cost and the part marked received', () => {
    const money = weekMoney([
      day({ chargeCents: 10 }),
      day({ chargeCents: 20, checkReceived: true }),
      day({ chargeCents: 0, checkReceived: true }),
      day({ chargeCents: 7500 }),
    ]);
    expect(money).toEqual({ costCents: 7530, receivedCents: 20, outstandingCents: 7510 });
  });

  test('counts a day in progress in no total', () => {
    expect(weekMoney([day({ chargeCents: null }), day({ chargeCents: 500 })])).toEqual({
      costCents: 500,
      receivedCents: 0,
      outstandingCents: 500,
    });
  });

  test('an empty week owes nothing', () => {
    expect(weekMoney([])).toEqual({ costCents: 0, receivedCents: 0, outstandingCents: 0 });
  });
});

describe('settlingAmounts', () => {
  test('runs the oldest charges into the totals a payment may be, up to the limit', () => {
    expect(settlingAmounts([7500, 3750, 15000], 5)).toEqual([7500, 11250, 26250]);
    expect(settlingAmounts([7500, 3750, 15000], 2)).toEqual([7500, 11250]);
    expect(settlingAmounts([], 4)).toEqual([]);
  });
});
