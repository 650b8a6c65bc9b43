import { deriveDay } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';
import { instantAt } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import { buildWeeklyReport } from './report-hours.ts';

const ZONE = 'America/Los_Angeles';
const DATES = ['2026-11-23', '2026-11-24'] as const;

describe('the printed weekly report', () => {
  it('counts a present day’s visits, a standard day without times, and nothing when absent', () => {
    const context = { today: '2026-12-07', timeZone: ZONE, hours: [] };
    const facts = { customerId: 'ada', keptPriceCents: null, hourlyRateCents: 1250 };
    const monday = deriveDay(
      {
        ...facts,
        date: DATES[0],
        markedPresent: false,
        visits: [
          {
            id: 'v1',
            customerId: 'ada',
            date: DATES[0],
            checkInTime: instantAt(DATES[0], '08:00', ZONE).toISOString(),
            checkOutTime: instantAt(DATES[0], '15:30', ZONE).toISOString(),
          },
        ],
      },
      context,
    );
    const tuesday = deriveDay(
      { ...facts, date: DATES[1], markedPresent: true, visits: [] },
      context,
    );
    const days = new Map(
      [monday, tuesday].map((record) => [attendanceDayKey('ada', record.date), record]),
    );
    const report = buildWeeklyReport(
      [
        { id: 'ada', name: 'Ada' },
        { id: 'zoe', name: 'Zoë' },
      ],
      [...DATES],
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
    const date = DATES[0];
    const record = deriveDay(
      {
        customerId: 'ada',
        date,
        markedPresent: false,
        keptPriceCents: null,
        hourlyRateCents: 1250,
        visits: [
          {
            id: 'v1',
            customerId: 'ada',
            date,
            checkInTime: instantAt(date, '07:50', ZONE).toISOString(),
            checkOutTime: null,
          },
        ],
      },
      { today: date, timeZone: ZONE, hours: [] },
    );
    const days = new Map([[attendanceDayKey('ada', date), record]]);
    const report = buildWeeklyReport([{ id: 'ada', name: 'Ada' }], [...DATES], days);
    expect(report.rows).toEqual([
      { id: 'ada', name: 'Ada', minutes: ['in-progress', null], total: 0 },
    ]);
    expect(report.total).toBe(0);
  });
});
