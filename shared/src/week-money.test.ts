import { describe, expect, test } from 'vitest';
import {
  type CostedDay,
  dayCharge,
  dayMinutes,
  isInProgress,
  reportMinutes,
} from './week-money.ts';

const RATE = 1250; // 12.50 an hour

const day = (fields: Partial<CostedDay>): CostedDay => ({
  isPresent: true,
  arrivalTime: null,
  departureTime: null,
  dailyCostCents: null,
  ...fields,
});

describe('dayMinutes', () => {
  test.each([
    ['arrival to departure', day({ arrivalTime: '09:15', departureTime: '12:45' }), 210],
    ['a day without times: the standard day, 10:00 to 16:00', day({}), 360],
    ['a day in progress: none yet', day({ arrivalTime: '09:15' }), null],
    ['an absent day', day({ isPresent: false, arrivalTime: '09:00', departureTime: '17:00' }), 0],
  ])('%s', (_case, input, minutes) => {
    expect(dayMinutes(input)).toBe(minutes);
  });

  test('counts the standard day the owner set for a day without times', () => {
    expect(dayMinutes(day({}), { start: '08:00', end: '17:30' })).toBe(570);
  });

  test('the printed report keeps the spec’s 6 assumed hours for a day without times', () => {
    expect(reportMinutes(day({}))).toBe(360);
    expect(reportMinutes(day({ arrivalTime: '08:00' }))).toBeNull();
    expect(reportMinutes(day({ arrivalTime: '08:00', departureTime: '08:30' }))).toBe(30);
  });
});

describe('dayCharge', () => {
  test.each([
    [
      'a kept price wins over the hours',
      day({ dailyCostCents: 15000, arrivalTime: '10:00', departureTime: '11:00' }),
      15000,
    ],
    [
      'the minutes at the hourly rate, in exact cents',
      day({ arrivalTime: '10:00', departureTime: '11:20' }),
      1667,
    ],
    ['a day without times: a standard day at the rate', day({}), 7500],
    [
      'an absent day costs nothing, whatever was kept',
      day({ isPresent: false, dailyCostCents: 15000 }),
      0,
    ],
    ['a day in progress has no charge, never an estimate', day({ arrivalTime: '07:50' }), null],
    [
      'a day in progress has no charge even with a kept price',
      day({ arrivalTime: '07:50', dailyCostCents: 7500 }),
      null,
    ],
  ])('%s', (_case, input, charge) => {
    expect(dayCharge(input, RATE)).toBe(charge);
  });

  test('in progress means arrived and not yet left', () => {
    expect(isInProgress(day({ arrivalTime: '07:50' }))).toBe(true);
    expect(isInProgress(day({ arrivalTime: '07:50', departureTime: '16:00' }))).toBe(false);
    expect(isInProgress(day({}))).toBe(false);
    expect(isInProgress(day({ isPresent: false, arrivalTime: '07:50' }))).toBe(false);
  });
});

test('the standard day a day without times is charged is the spec’s, as the hours module says', async () => {
  const { SPEC_DAY_HOURS } = await import('./facility-hours.ts');
  expect(dayMinutes(day({}), SPEC_DAY_HOURS.standardDay)).toBe(dayMinutes(day({})));
});
