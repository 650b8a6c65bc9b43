import { describe, expect, test } from 'vitest';
import { deriveDay } from './day-record/day-record.ts';
import type { Visit } from './docs/visit-merge.ts';
import { instantAt } from './facility-clock.ts';
import type { HoursFrom } from './facility-hours.ts';
import { editedDayCost, reportMinutes } from './week-money.ts';

const RATE = 1250; // 12.50 an hour
const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';

/** The centre's own hours: a standard day of 08:00 to 17:30, 570 minutes. */
const LONGER: HoursFrom[] = [
  { from: '2026-01-05', openingHours: {}, standardDay: { start: '08:00', end: '17:30' } },
];

function visit(arrival: string, departure: string | null): Visit {
  return {
    id: `v-${arrival}`,
    customerId: 'ada',
    date: MONDAY,
    checkInTime: instantAt(MONDAY, arrival, ZONE).toISOString(),
    checkOutTime: departure ? instantAt(MONDAY, departure, ZONE).toISOString() : null,
  };
}

function record(visits: Visit[], markedPresent = false) {
  return deriveDay(
    {
      customerId: 'ada',
      date: MONDAY,
      visits,
      markedPresent,
      keptPriceCents: null,
      hourlyRateCents: RATE,
    },
    { today: MONDAY, timeZone: ZONE, hours: LONGER },
  );
}

describe('editedDayCost', () => {
  test('prices the minutes between the times at the hourly rate, in exact cents', () => {
    expect(editedDayCost('10:00', '11:20', RATE)).toBe(1667);
    expect(editedDayCost('11:00', '10:00', RATE)).toBe(0);
  });
});

describe('reportMinutes', () => {
  test('the printed report keeps the spec’s 6 assumed hours for a day without times', () => {
    const withoutTimes = record([], true);
    expect(withoutTimes.minutes).toBe(570);
    expect(reportMinutes(withoutTimes)).toBe(360);
  });

  test.each([
    ['a day of visits: their minutes', [visit('08:00', '08:30')], 30],
    ['a day in progress: none yet', [visit('08:00', null)], null],
    ['an absent day: none', [], 0],
  ])('%s', (_case, visits, minutes) => {
    expect(reportMinutes(record(visits))).toBe(minutes);
  });
});
