import { type AttendanceDay, attendanceDayKey, EMPTY_ATTENDANCE } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { buildWeeklyReport } from './report-hours.ts';

const DATES = ['2026-11-23', '2026-11-24'];

describe('the printed weekly report', () => {
  it('counts a present day’s times, 6 hours without times, and nothing when absent', () => {
    const days = new Map<string, AttendanceDay>(
      [
        { date: DATES[0] as string, isPresent: true, arrivalTime: '08:00', departureTime: '15:30' },
        { date: DATES[1] as string, isPresent: true },
      ].map((fields) => [
        attendanceDayKey('ada', fields.date),
        { ...EMPTY_ATTENDANCE, customerId: 'ada', keptPrice: null, ...fields },
      ]),
    );
    const report = buildWeeklyReport(
      [
        { id: 'ada', name: 'Ada' },
        { id: 'zoe', name: 'Zoë' },
      ],
      DATES,
      days,
    );
    expect(report.rows).toEqual([
      { id: 'ada', name: 'Ada', minutes: [450, 360], total: 810 },
      { id: 'zoe', name: 'Zoë', minutes: [null, null], total: 0 },
    ]);
    expect(report.dayTotals).toEqual([450, 360]);
    expect(report.total).toBe(810);
  });
});

describe('a day in progress on the printed weekly report', () => {
  it('shows as in progress and counts no hours in any total', () => {
    const days = new Map<string, AttendanceDay>([
      [
        attendanceDayKey('ada', DATES[0] as string),
        {
          ...EMPTY_ATTENDANCE,
          customerId: 'ada',
          date: DATES[0] as string,
          keptPrice: null,
          isPresent: true,
          arrivalTime: '07:50',
        },
      ],
    ]);
    const report = buildWeeklyReport([{ id: 'ada', name: 'Ada' }], DATES, days);
    expect(report.rows).toEqual([
      { id: 'ada', name: 'Ada', minutes: ['in-progress', null], total: 0 },
    ]);
    expect(report.total).toBe(0);
  });
});
