import { describe, expect, it } from 'vitest';
import { REPORT_ASSUMED_HOURS } from '../constants.ts';
import type { Visit } from '../docs/visit-merge.ts';
import { instantAt } from '../facility-clock.ts';
import { type HoursFrom, SPEC_DAY_HOURS } from '../facility-hours.ts';
import { type DayFacts, type DayRecord, deriveDay, standardDayMinutes } from './day-record.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const RATE = 1250; // $12.50 an hour
const ADA = 'ada';

/** The centre's own hours from Tuesday on: a standard day of 07:30 to 17:30. */
const LONGER: HoursFrom = {
  from: TUESDAY,
  openingHours: { tue: { open: '07:00', close: '18:00' } },
  standardDay: { start: '07:30', end: '17:30' },
};

let ids = 0;
/** A stored visit of Ada on `date` from `arrival` to `departure` ('HH:MM', null: still open). */
function visit(date: string, arrival: string, departure: string | null, extra = {}): Visit {
  ids += 1;
  return {
    id: `v${ids}`,
    customerId: ADA,
    date,
    checkInTime: instantAt(date, arrival, ZONE).toISOString(),
    checkOutTime: departure ? instantAt(date, departure, ZONE).toISOString() : null,
    ...extra,
  };
}

interface Case {
  name: string;
  date?: string;
  today?: string;
  visits?: Visit[];
  marked?: boolean;
  kept?: number | null;
  hours?: HoursFrom[];
  expected: Partial<DayRecord> & { times?: Array<[string, string | null]> };
}

const cases: Case[] = [
  {
    name: 'a day with nothing stored is absent and costs nothing',
    expected: { present: false, chargeCents: 0, visits: [], early: false, late: false },
  },
  {
    name: 'one visit is charged its minutes at the rate, late after 16:00',
    visits: [visit(MONDAY, '08:00', '17:30')],
    expected: { present: true, minutes: 570, chargeCents: 11875, late: true, early: false },
  },
  {
    name: 'several visits count their own minutes, not the gap between them',
    visits: [visit(MONDAY, '07:47', '07:51'), visit(MONDAY, '08:05', '17:30')],
    expected: {
      times: [
        ['07:47', '07:51'],
        ['08:05', '17:30'],
      ],
      arrival: '07:47',
      departure: '17:30',
      minutes: 569,
      chargeCents: 11854,
      late: true,
    },
  },
  {
    name: 'a second visit still open today makes the day in progress, charged nothing yet',
    today: MONDAY,
    visits: [visit(MONDAY, '07:47', '07:51'), visit(MONDAY, '08:05', null)],
    expected: {
      present: true,
      inProgress: true,
      departure: null,
      minutes: null,
      chargeCents: null,
      early: false,
      late: false,
    },
  },
  {
    name: 'a stay open on an earlier day counts as closed at the standard day’s end',
    today: TUESDAY,
    visits: [visit(MONDAY, '09:00', null)],
    expected: {
      inProgress: false,
      times: [['09:00', '16:00']],
      departure: '16:00',
      minutes: 420,
      chargeCents: 8750,
      early: false,
      late: false,
    },
  },
  {
    name: 'a forgotten stay begun after the standard day’s end closes at its check-in',
    today: TUESDAY,
    visits: [visit(MONDAY, '17:10', null)],
    expected: { times: [['17:10', '17:10']], minutes: 0, chargeCents: 0, late: true },
  },
  {
    name: 'a day marked present without times is charged a standard day, without flags',
    marked: true,
    expected: {
      present: true,
      withoutTimes: true,
      visits: [],
      arrival: null,
      departure: null,
      minutes: 360,
      chargeCents: 7500,
      early: false,
      late: false,
    },
  },
  {
    name: 'a standard day is the one in force that day',
    date: TUESDAY,
    marked: true,
    hours: [LONGER],
    expected: { withoutTimes: true, minutes: 600, chargeCents: 12500 },
  },
  {
    name: 'the mark says nothing more once the day has visits',
    marked: true,
    visits: [visit(MONDAY, '09:00', '12:00')],
    expected: { withoutTimes: false, minutes: 180, chargeCents: 3750, early: true },
  },
  {
    name: 'a kept price is the charge, whatever the times',
    visits: [visit(MONDAY, '08:00', '17:30')],
    kept: 15000,
    expected: { minutes: 570, chargeCents: 15000 },
  },
  {
    name: 'a kept price is no estimate of a day still in progress',
    today: MONDAY,
    visits: [visit(MONDAY, '08:00', null)],
    kept: 15000,
    expected: { inProgress: true, chargeCents: null },
  },
  {
    name: 'early and late are judged by the hours in force that day: 17:00 is early from Tuesday',
    date: TUESDAY,
    hours: [LONGER],
    visits: [visit(TUESDAY, '08:00', '17:00')],
    expected: { early: true, late: false },
  },
  {
    name: '... and late the day before, under the spec’s 16:00',
    hours: [LONGER],
    visits: [visit(MONDAY, '08:00', '17:00')],
    expected: { early: false, late: true },
  },
  {
    name: 'two devices’ records of one stay are one visit',
    visits: [visit(MONDAY, '08:00', '16:00'), visit(MONDAY, '08:01', null)],
    expected: { times: [['08:00', '16:00']], minutes: 480, chargeCents: 10000 },
  },
];

describe('the day record', () => {
  it.each(cases)('$name', (test) => {
    const date = test.date ?? MONDAY;
    const facts: DayFacts = {
      customerId: ADA,
      date,
      visits: test.visits ?? [],
      markedPresent: test.marked ?? false,
      keptPriceCents: test.kept ?? null,
      hourlyRateCents: RATE,
    };
    const record = deriveDay(facts, {
      today: test.today ?? '2026-12-07',
      timeZone: ZONE,
      hours: test.hours ?? [],
    });
    const { times, ...expected } = test.expected;
    expect(record).toMatchObject({ customerId: ADA, date, ...expected });
    if (times) expect(record.visits.map((each) => [each.arrival, each.departure])).toEqual(times);
  });

  it('counts a day without times as the spec’s printed reports do, until the hours change', () => {
    expect(standardDayMinutes(SPEC_DAY_HOURS.standardDay)).toBe(REPORT_ASSUMED_HOURS * 60);
  });

  it('carries who brought and collected the child and where each visit was made', () => {
    const ana = { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' };
    const door = { deviceId: 'door', name: 'Front door' };
    const record = deriveDay(
      {
        customerId: ADA,
        date: MONDAY,
        visits: [
          visit(MONDAY, '08:00', '12:00', { droppedOffBy: ana, checkInKiosk: door }),
          visit(MONDAY, '13:00', '16:00', { source: 'grid', pickedUpBy: ana }),
          // Another child's visit is not Ada's day.
          { ...visit(MONDAY, '08:00', '09:00'), customerId: 'ben' },
        ],
        markedPresent: false,
        keptPriceCents: null,
        hourlyRateCents: RATE,
      },
      { today: TUESDAY, timeZone: ZONE, hours: [] },
    );
    expect(record.visits).toMatchObject([
      { source: 'kiosk', droppedOffBy: ana, collectedBy: null, checkInKiosk: door },
      { source: 'grid', droppedOffBy: null, collectedBy: ana },
    ]);
  });
});
