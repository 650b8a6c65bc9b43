import { describe, expect, test } from 'vitest';
import { isoDateSchema, mondaySchema, timeOfDaySchema } from './date-schemas.ts';
import {
  addDays,
  addWeeks,
  formatClockTime,
  formatDisplayDate,
  formatShortDate,
  formatWeekdayDate,
  formatWeekRange,
  isMonday,
  isValidIsoDate,
  minutesBetween,
  minutesOfDay,
  mondayOf,
  timeOfDayFromMinutes,
  WEEKDAYS,
  weekDates,
  weekdayName,
  weekdayOf,
} from './dates.ts';

describe('isValidIsoDate and isoDateSchema', () => {
  test('accept real calendar dates, including a leap day', () => {
    for (const iso of ['2026-11-16', '2028-02-29', '2000-02-29', '2026-12-31', '1900-01-01']) {
      expect(isValidIsoDate(iso)).toBe(true);
      expect(isoDateSchema.parse(iso)).toBe(iso);
    }
  });

  test('accept only the supported years from outside', () => {
    expect(isValidIsoDate('0001-01-01')).toBe(true);
    expect(isoDateSchema.safeParse('0001-01-01').success).toBe(false);
    expect(isoDateSchema.safeParse('3000-01-01').success).toBe(false);
  });

  test('reject impossible dates and other shapes', () => {
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '2026-01-05 ',
      '2026/01/05',
      '2026-01-0a',
      '２０２６-01-05',
      '+2026-01-05',
      '2026-01--5',
      '',
    ]) {
      expect(isValidIsoDate(bad), bad).toBe(false);
    }
    const result = isoDateSchema.safeParse('2026-02-30');
    expect(result.error?.issues[0]?.message).toBe('Must be a calendar date written YYYY-MM-DD');
    expect(isoDateSchema.safeParse(20261116).success).toBe(false);
  });
});

describe('mondaySchema', () => {
  test('accepts a Monday and rejects other days with the spec message', () => {
    expect(mondaySchema.parse('2026-11-16')).toBe('2026-11-16');
    const sunday = mondaySchema.safeParse('2026-11-22');
    expect(sunday.error?.issues.map((issue) => issue.message)).toEqual([
      'weekStart must be a Monday (YYYY-MM-DD)',
    ]);
    expect(
      mondaySchema.safeParse('2026-02-30').error?.issues.map((issue) => issue.message),
    ).toEqual(['Must be a calendar date written YYYY-MM-DD']);
  });

  test('isMonday agrees and tolerates invalid text', () => {
    expect(isMonday('2026-12-28')).toBe(true);
    expect(isMonday('2026-12-27')).toBe(false);
    expect(isMonday('not a date')).toBe(false);
  });
});

describe('mondayOf', () => {
  test('a Monday is its own week start', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  });

  test('Friday and Saturday belong to the week that began that Monday', () => {
    expect(mondayOf('2026-11-20')).toBe('2026-11-16');
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
  });

  test('a Sunday belongs to the previous week', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  test('weeks cross the year boundary', () => {
    expect(mondayOf('2026-12-31')).toBe('2026-12-28');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(mondayOf('2027-01-04')).toBe('2027-01-04');
  });

  test('weeks cross a leap day', () => {
    expect(mondayOf('2028-02-29')).toBe('2028-02-28');
    expect(mondayOf('2028-03-05')).toBe('2028-02-28');
  });

  test('rejects invalid input', () => {
    expect(() => mondayOf('2026-02-30')).toThrow(RangeError);
    expect(() => mondayOf('')).toThrow('Invalid date ""');
  });
});

describe('addDays and addWeeks', () => {
  test('move across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-11-16', 0)).toBe('2026-11-16');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  test('week navigation moves by exactly 7 days', () => {
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(addWeeks('2027-01-04', -1)).toBe('2026-12-28');
    expect(addWeeks('2026-11-16', -52)).toBe('2025-11-17');
  });

  test('reject fractional offsets and invalid dates', () => {
    expect(() => addDays('2026-11-16', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-11-31', 1)).toThrow(RangeError);
  });
});

describe('weekDates', () => {
  test('lists Monday to Friday of one week', () => {
    expect(weekDates('2026-11-16')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  test('crosses the year boundary', () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  test('includes a leap day', () => {
    expect(weekDates('2028-02-28')).toContain('2028-02-29');
    expect(weekDates('2028-02-28')[4]).toBe('2028-03-03');
  });

  test('refuses a week start that is not a Monday', () => {
    expect(() => weekDates('2026-11-22')).toThrow('not a Monday');
  });
});

describe('weekdayOf and weekdayName', () => {
  test('name the open weekdays and return null on weekends', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(weekDates('2026-11-16').map(weekdayOf)).toEqual([...WEEKDAYS]);
    expect(weekdayOf('2026-11-21')).toBeNull();
    expect(weekdayOf('2026-11-22')).toBeNull();
  });

  test('give English names for all seven days', () => {
    const names = [0, 1, 2, 3, 4, 5, 6].map((n) => weekdayName(addDays('2026-11-16', n)));
    expect(names).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName('2028-02-29')).toBe('Tuesday');
  });

  test("count days as Date's calendar does, every day of four centuries and at the ends", () => {
    // 1900 to 2300 (leap centuries and not), and the first and last years a date can name.
    const spans = [
      { start: Date.UTC(1900, 0, 1), days: 146_097 },
      { start: -62_135_596_800_000, days: 400 },
      { start: Date.UTC(9998, 11, 1), days: 31 },
    ];
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    // The oracle is Date's own proleptic calendar, read in UTC by toISOString: a calendar count
    // held against another, not a date of the facility or of this process's zone.
    const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const wrong: string[] = [];
    for (const { start, days } of spans) {
      for (let day = 1; day < days; day++) {
        const ms = start + day * 86_400_000;
        const iso = isoOf(ms);
        if (weekdayName(iso) !== names[new Date(ms).getUTCDay()]) wrong.push(`${iso} name`);
        if (addDays(iso, -1) !== isoOf(ms - 86_400_000)) wrong.push(`${iso} day before`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('formatting', () => {
  test('display dates are MM-DD-YYYY', () => {
    expect(formatDisplayDate('2026-01-05')).toBe('01-05-2026');
    expect(formatDisplayDate('2028-02-29')).toBe('02-29-2028');
  });

  test('short dates drop zero padding', () => {
    expect(formatShortDate('2026-01-05')).toBe('1/5/2026');
    expect(formatShortDate('2026-11-16')).toBe('11/16/2026');
  });

  test('week ranges name month and day of Monday and Friday', () => {
    expect(formatWeekRange('2026-11-16')).toBe('Nov 16 - Nov 20');
    expect(formatWeekRange('2026-11-30')).toBe('Nov 30 - Dec 4');
    expect(formatWeekRange('2026-12-28')).toBe('Dec 28 - Jan 1');
  });

  test('formatters reject invalid dates', () => {
    expect(() => formatDisplayDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatShortDate('11/16/2026')).toThrow(RangeError);
    expect(() => formatWeekRange('2026-11-17')).toThrow(RangeError);
  });
});

describe('times of day', () => {
  test('timeOfDaySchema accepts 00:00 to 23:59 only', () => {
    for (const time of ['00:00', '10:00', '16:00', '23:59']) {
      expect(timeOfDaySchema.parse(time)).toBe(time);
    }
    for (const bad of ['24:00', '9:00', '10:60', '10:00:00', '', 'noon']) {
      expect(timeOfDaySchema.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        'Must be a time of day written HH:MM (00:00 to 23:59)',
      );
    }
  });

  test('minutesOfDay reads every time the pattern accepts, and refuses what it does not', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes++) {
      expect(minutesOfDay(timeOfDayFromMinutes(minutes))).toBe(minutes);
    }
    for (const bad of ['24:00', '9:00', '10:60', '10:0a', '10-00', '1 :00', ' 10:00', '']) {
      expect(() => minutesOfDay(bad), bad).toThrow(RangeError);
    }
  });

  test('minutesBetween counts minutes and never goes below 0', () => {
    expect(minutesBetween('10:00', '16:00')).toBe(360);
    expect(minutesBetween('09:45', '10:10')).toBe(25);
    expect(minutesBetween('00:00', '23:59')).toBe(1439);
    expect(minutesBetween('16:00', '10:00')).toBe(0);
    expect(minutesBetween('10:00', '10:00')).toBe(0);
  });

  test('formatWeekdayDate names the weekday before the date', () => {
    expect(formatWeekdayDate('2026-06-17')).toBe('Wednesday 06-17-2026');
  });

  test('formatClockTime reads a time on a 12-hour clock', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('09:05')).toBe('9:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('14:05')).toBe('2:05 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
    expect(() => formatClockTime('7:5')).toThrow(RangeError);
  });

  test('timeOfDayFromMinutes writes HH:MM and refuses what is not a minute of a day', () => {
    expect(timeOfDayFromMinutes(0)).toBe('00:00');
    expect(timeOfDayFromMinutes(9 * 60 + 5)).toBe('09:05');
    expect(timeOfDayFromMinutes(1439)).toBe('23:59');
    for (const bad of [-1, 1440, 1.5]) expect(() => timeOfDayFromMinutes(bad)).toThrow(RangeError);
  });

  test('minutesOfDay rejects malformed times', () => {
    expect(minutesOfDay('01:30')).toBe(90);
    expect(() => minutesBetween('25:00', '10:00')).toThrow(RangeError);
    expect(() => minutesOfDay('7:5')).toThrow('Invalid time "7:5"');
  });
});
