import { describe, expect, test } from 'vitest';
import {
  type ChargedDay,
  dayCharge,
  dayMinutes,
  settlingAmounts,
  weekMoney,
} from './week-money.ts';

const RATE = 1250; // 12.50 an hour

const day = (fields: Partial<ChargedDay>): ChargedDay => ({
  isPresent: true,
  arrivalTime: null,
  departureTime: null,
  dailyCostCents: null,
  checkReceived: false,
  ...fields,
});

describe('dayMinutes', () => {
  test('counts arrival to departure, else the assumed 6 hours, and nothing when absent', () => {
    expect(dayMinutes(day({ arrivalTime: '09:15', departureTime: '12:45' }))).toBe(210);
    expect(dayMinutes(day({ arrivalTime: '09:15' }))).toBe(360);
    expect(dayMinutes(day({}))).toBe(360);
    expect(
      dayMinutes(day({ isPresent: false, arrivalTime: '09:00', departureTime: '17:00' })),
    ).toBe(0);
  });
});

describe('dayCharge', () => {
  test('a saved daily cost wins over the hours', () => {
    expect(
      dayCharge(day({ dailyCostCents: 15000, arrivalTime: '10:00', departureTime: '11:00' }), RATE),
    ).toBe(15000);
  });

  test('without a saved cost, the minutes at the hourly rate, in exact cents', () => {
    expect(dayCharge(day({ arrivalTime: '10:00', departureTime: '11:20' }), RATE)).toBe(1667);
    expect(dayCharge(day({}), RATE)).toBe(7500);
  });

  test('an absent day costs nothing, whatever was saved', () => {
    expect(dayCharge(day({ isPresent: false, dailyCostCents: 15000 }), RATE)).toBe(0);
  });
});

describe('weekMoney', () => {
  test('sums what the days cost and the part marked received', () => {
    const money = weekMoney(
      [
        day({ dailyCostCents: 10 }),
        day({ dailyCostCents: 20, checkReceived: true }),
        day({ isPresent: false, dailyCostCents: 15000, checkReceived: true }),
        day({}),
      ],
      RATE,
    );
    expect(money).toEqual({ costCents: 7530, receivedCents: 20, outstandingCents: 7510 });
  });

  test('an empty week owes nothing', () => {
    expect(weekMoney([], RATE)).toEqual({ costCents: 0, receivedCents: 0, outstandingCents: 0 });
  });
});

describe('settlingAmounts', () => {
  test('runs the oldest charges into the totals a payment may be, up to the limit', () => {
    expect(settlingAmounts([7500, 3750, 15000], 5)).toEqual([7500, 11250, 26250]);
    expect(settlingAmounts([7500, 3750, 15000], 2)).toEqual([7500, 11250]);
    expect(settlingAmounts([], 4)).toEqual([]);
  });
});
