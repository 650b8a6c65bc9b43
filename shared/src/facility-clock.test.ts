import { describe, expect, it, vi } from 'vitest';
import { addDays, mondayOf, weekDates } from './dates.ts';
import {
  dateAt,
  facilityClock,
  facilityToday,
  instantAt,
  isTimeZone,
  timeOfDayAt,
} from './facility-clock.ts';

const LOS_ANGELES = 'America/Los_Angeles';
const SYDNEY = 'Australia/Sydney';

describe('dateAt and timeOfDayAt', () => {
  it("read the facility's wall clock, not the host's", () => {
    // 16:30 in Los Angeles on Monday 11-23 is already Tuesday in UTC.
    const lateInLosAngeles = new Date('2026-11-24T00:30:00Z');
    expect(dateAt(lateInLosAngeles, LOS_ANGELES)).toBe('2026-11-23');
    expect(timeOfDayAt(lateInLosAngeles, LOS_ANGELES)).toBe('16:30');
    // 07:30 in Sydney on Monday 11-23 is still Sunday in UTC.
    const earlyInSydney = new Date('2026-11-22T20:30:00Z');
    expect(dateAt(earlyInSydney, SYDNEY)).toBe('2026-11-23');
    expect(timeOfDayAt(earlyInSydney, SYDNEY)).toBe('07:30');
  });

  it('write midnight as 00:00', () => {
    expect(timeOfDayAt(new Date('2026-11-23T08:00:00Z'), LOS_ANGELES)).toBe('00:00');
  });

  it('refuse an invalid instant', () => {
    expect(() => dateAt(new Date(Number.NaN), LOS_ANGELES)).toThrow(RangeError);
  });
});

describe('instantAt', () => {
  it('is the instant the wall clock shows the time, on either side of UTC', () => {
    expect(instantAt('2026-11-23', '16:30', LOS_ANGELES).toISOString()).toBe(
      '2026-11-24T00:30:00.000Z',
    );
    expect(instantAt('2026-11-23', '07:30', SYDNEY).toISOString()).toBe('2026-11-22T20:30:00.000Z');
  });

  it('reads back as the date and time it was given, across a year of days', () => {
    for (const zone of [LOS_ANGELES, SYDNEY, 'UTC', 'Asia/Kolkata']) {
      for (let day = 0; day < 366; day += 1) {
        const date = dateAt(new Date(Date.UTC(2026, 0, 1 + day, 12)), 'UTC');
        for (const time of ['00:00', '07:30', '16:00', '23:59']) {
          const instant = instantAt(date, time, zone);
          expect([dateAt(instant, zone), timeOfDayAt(instant, zone)]).toEqual([date, time]);
        }
      }
    }
  });

  it('moves a time in the hour a spring change skips to after the change', () => {
    // Los Angeles skips 02:00-03:00 on 2026-03-08; Sydney on 2026-10-04.
    expect(timeOfDayAt(instantAt('2026-03-08', '02:30', LOS_ANGELES), LOS_ANGELES)).toBe('03:30');
    expect(timeOfDayAt(instantAt('2026-10-04', '02:30', SYDNEY), SYDNEY)).toBe('03:30');
  });

  it('takes the first of the two instants in the hour an autumn change repeats', () => {
    // Los Angeles repeats 01:00-02:00 on 2026-11-01 (PDT first); Sydney 02:00-03:00 on 2026-04-05.
    expect(instantAt('2026-11-01', '01:30', LOS_ANGELES).toISOString()).toBe(
      '2026-11-01T08:30:00.000Z',
    );
    expect(instantAt('2026-04-05', '02:30', SYDNEY).toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => instantAt('2026-02-30', '10:00', LOS_ANGELES)).toThrow(RangeError);
  });
});

describe('facilityClock', () => {
  it("gives today's date in the facility's zone", () => {
    const clock = facilityClock(SYDNEY, () => new Date('2026-11-22T20:30:00Z'));
    expect(facilityToday(clock)).toBe('2026-11-23');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => facilityClock('Mars/Olympus_Mons')).toThrow(/Unknown time zone/);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(LOS_ANGELES)).toBe(true);
  });
});

// Zones chosen for their clock changes: US (2 AM), Brazil 2018 (DST began at midnight, so
// midnight of 2018-11-04 never existed), Lord Howe (30-minute shift), Chatham (+12:45).
const ZONES_WITH_CHANGES = [
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
];

// vi.stubEnv assigns process.env.TZ, which makes Node switch the host zone of Date at once.
function onHostIn(timeZone: string, run: () => void): void {
  vi.stubEnv('TZ', timeZone);
  try {
    run();
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('the facility clock whatever zone the host runs in', () => {
  it('gives the same dates and times on a host in Tokyo, London or UTC', () => {
    const instant = new Date('2026-11-24T00:30:00Z');
    for (const host of ['Asia/Tokyo', 'Europe/London', 'UTC']) {
      onHostIn(host, () => {
        expect(dateAt(instant, LOS_ANGELES)).toBe('2026-11-23');
        expect(timeOfDayAt(instant, LOS_ANGELES)).toBe('16:30');
        expect(instantAt('2026-11-23', '07:30', SYDNEY).toISOString()).toBe(
          '2026-11-22T20:30:00.000Z',
        );
      });
    }
  });

  it('round-trips every day of 2026-2028 at opening and closing in zones with clock changes', () => {
    onHostIn('Asia/Tokyo', () => {
      for (const zone of ZONES_WITH_CHANGES) {
        for (let iso = '2026-01-01'; iso < '2029-01-01'; iso = addDays(iso, 1)) {
          for (const time of ['00:00', '07:30', '16:30']) {
            const instant = instantAt(iso, time, zone);
            expect(dateAt(instant, zone)).toBe(iso);
          }
        }
      }
    });
  });

  it('keeps a daylight-saving week to its five weekdays, its Sunday in the week before', () => {
    // 2026-03-08 (spring forward) and 2026-11-01 (fall back) are Sundays in the US.
    for (const sunday of ['2026-03-08', '2026-11-01']) {
      const sundayNight = instantAt(sunday, '23:30', 'America/New_York');
      const monday = mondayOf(dateAt(sundayNight, 'America/New_York'));
      expect(monday).toBe(addDays(sunday, -6));
      const next = weekDates(addDays(sunday, 1));
      const mornings = next.map((iso) => instantAt(iso, '07:30', 'America/New_York'));
      expect(mornings.map((at) => dateAt(at, 'America/New_York'))).toEqual(next);
    }
  });

  it('finds the Brazil 2018 day whose midnight did not exist', () => {
    const firstMinute = instantAt('2018-11-04', '00:00', 'America/Sao_Paulo');
    expect(dateAt(firstMinute, 'America/Sao_Paulo')).toBe('2018-11-04');
    expect(timeOfDayAt(firstMinute, 'America/Sao_Paulo')).toBe('01:00');
  });
});
