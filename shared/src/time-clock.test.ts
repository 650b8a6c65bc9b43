import { describe, expect, it } from 'vitest';
import { instantAt } from './facility-clock.ts';
import { type ClockEntry, clockStateOf, formatHoursMinutes, timesheetWeek } from './time-clock.ts';

const NEW_YORK = 'America/New_York';
const at = (date: string, time: string) => instantAt(date, time, NEW_YORK).toISOString();
const work = (startAt: string, endAt: string | null, roomId = 'infants'): ClockEntry => ({
  kind: 'work',
  roomId,
  startAt,
  endAt,
});
const rest = (startAt: string, endAt: string | null): ClockEntry => ({
  kind: 'break',
  roomId: null,
  startAt,
  endAt,
});
const minutesByDate = (entries: ClockEntry[], weekStart: string, now = new Date('2030-01-01')) =>
  Object.fromEntries(
    timesheetWeek(entries, weekStart, NEW_YORK, now).days.map((day) => [
      day.date,
      [day.workedMinutes, day.breakMinutes],
    ]),
  );

describe('timesheetWeek', () => {
  it('counts a day of work with a break, and the break apart from the work', () => {
    const entries = [
      work(at('2026-11-23', '07:30'), at('2026-11-23', '12:00')),
      rest(at('2026-11-23', '12:00'), at('2026-11-23', '12:30')),
      work(at('2026-11-23', '12:30'), at('2026-11-23', '16:15'), 'toddlers'),
    ];
    const week = timesheetWeek(entries, '2026-11-23', NEW_YORK, new Date('2030-01-01'));
    expect(week.days[0]).toEqual({ date: '2026-11-23', workedMinutes: 495, breakMinutes: 30 });
    expect(week.workedMinutes).toBe(495);
    expect(week.breakMinutes).toBe(30);
    expect(week.days).toHaveLength(7);
    expect(week.days[6]?.date).toBe('2026-11-29');
  });

  it("cuts a night shift at the facility's midnight, not UTC's", () => {
    const entries = [work(at('2026-11-24', '22:00'), at('2026-11-25', '06:00'))];
    const days = minutesByDate(entries, '2026-11-23');
    expect(days['2026-11-24']).toEqual([120, 0]);
    expect(days['2026-11-25']).toEqual([360, 0]);
  });

  it('counts the hour that really passed on the nights the clocks change', () => {
    // 2026-11-01: New York falls back at 02:00, so 00:00 to 06:00 on the wall is 7 hours.
    const fallBack = [work(at('2026-10-31', '22:00'), at('2026-11-01', '06:00'))];
    const autumn = timesheetWeek(fallBack, '2026-10-26', NEW_YORK, new Date('2030-01-01'));
    expect(autumn.days.find((day) => day.date === '2026-11-01')?.workedMinutes).toBe(420);
    expect(autumn.workedMinutes).toBe(540);
    // 2026-03-08: New York springs forward at 02:00, so 00:00 to 06:00 on the wall is 5 hours.
    const springForward = [work(at('2026-03-07', '22:00'), at('2026-03-08', '06:00'))];
    const spring = timesheetWeek(springForward, '2026-03-02', NEW_YORK, new Date('2030-01-01'));
    expect(spring.days.find((day) => day.date === '2026-03-08')?.workedMinutes).toBe(300);
    expect(spring.workedMinutes).toBe(420);
  });

  it('counts a running entry up to now, and nothing before the week or after it', () => {
    const entries = [
      work(at('2026-11-22', '20:00'), at('2026-11-23', '01:00')),
      work(at('2026-11-26', '08:00'), null),
    ];
    const now = new Date(at('2026-11-26', '10:20'));
    const week = timesheetWeek(entries, '2026-11-23', NEW_YORK, now);
    expect(week.days[0]?.workedMinutes).toBe(60);
    expect(week.days[3]?.workedMinutes).toBe(140);
    expect(week.workedMinutes).toBe(200);
  });
});

describe('clockStateOf', () => {
  it('is out with no running entry, else where the running entry is', () => {
    expect(clockStateOf([])).toEqual({ status: 'out' });
    const since = at('2026-11-23', '09:00');
    expect(clockStateOf([work(at('2026-11-23', '08:00'), since), rest(since, null)])).toEqual({
      status: 'break',
      since,
    });
    expect(clockStateOf([work(since, null, 'toddlers')])).toEqual({
      status: 'working',
      roomId: 'toddlers',
      since,
    });
  });
});

describe('formatHoursMinutes', () => {
  it('writes hours and two-digit minutes', () => {
    expect(formatHoursMinutes(465)).toBe('7:45');
    expect(formatHoursMinutes(5)).toBe('0:05');
    expect(formatHoursMinutes(0)).toBe('0:00');
  });
});
