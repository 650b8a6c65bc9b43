import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_OPERATING_DAYS_TEXT,
  DASHBOARD_OPERATING_HOURS_TEXT,
  OPERATING_DAYS_TEXT,
} from './constants.ts';
import { SPEC_DAY_HOURS } from './facility-hours.ts';
import { formatOpenDays, formatOpeningHours, statedHours } from './hours-text.ts';

const span = (open: string, close: string) => ({ open, close });

describe('the centre’s hours as the screens state them', () => {
  it('are the spec’s own texts while the hours are the spec’s', () => {
    expect(statedHours(SPEC_DAY_HOURS)).toEqual({
      spec: true,
      daysPerWeek: OPERATING_DAYS_TEXT,
      dashboardHours: DASHBOARD_OPERATING_HOURS_TEXT,
      attendanceDays: ATTENDANCE_OPERATING_DAYS_TEXT,
    });
    // A new standard day alone leaves the opening hours, and so their texts, the spec's.
    const later = { ...SPEC_DAY_HOURS, standardDay: { start: '09:00', end: '17:00' } };
    expect(statedHours(later).spec).toBe(true);
  });

  it('are the centre’s own once the owner sets them', () => {
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, span('07:30', '17:30')]),
    );
    expect(statedHours({ ...SPEC_DAY_HOURS, openingHours: week })).toEqual({
      spec: false,
      daysPerWeek: '5 days/week',
      dashboardHours: 'Mon-Fri, 7:30 AM - 5:30 PM',
      attendanceDays: '5 days/week, Mon-Fri',
    });
  });

  it('group the days that share hours, Monday first', () => {
    expect(
      formatOpeningHours({
        fri: span('07:30', '15:00'),
        mon: span('07:30', '17:30'),
        tue: span('07:30', '17:30'),
        wed: span('07:30', '17:30'),
        sat: span('09:00', '12:00'),
      }),
    ).toBe('Mon-Wed, 7:30 AM - 5:30 PM; Fri, 7:30 AM - 3:00 PM; Sat, 9:00 AM - 12:00 PM');
    expect(formatOpenDays({ mon: span('08:00', '16:00'), wed: span('08:00', '16:00') })).toBe(
      'Mon and Wed',
    );
    expect(
      formatOpenDays({
        mon: span('08:00', '16:00'),
        tue: span('08:00', '16:00'),
        wed: span('08:00', '16:00'),
        fri: span('08:00', '16:00'),
      }),
    ).toBe('Mon-Wed and Fri');
    expect(formatOpeningHours({})).toBe('Closed every day');
    expect(statedHours({ ...SPEC_DAY_HOURS, openingHours: {} }).attendanceDays).toBe(
      'Closed every day',
    );
    expect(
      statedHours({ ...SPEC_DAY_HOURS, openingHours: { sat: span('09:00', '12:00') } }),
    ).toMatchObject({
      daysPerWeek: '1 day/week',
      attendanceDays: '1 day/week, Sat',
    });
  });
});
