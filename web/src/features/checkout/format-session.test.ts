import { describe, expect, it } from 'vitest';
import { describeSession, sessionCount } from './format-session.ts';

const LOS_ANGELES = 'America/Los_Angeles';

describe('an unpaid session as Process Payments shows it', () => {
  it('writes the date, the facility’s clock times, the hours and the cost', () => {
    const line = describeSession(
      {
        id: 'a',
        date: '2026-11-23',
        checkInTime: '2026-11-23T15:30:00.000Z',
        checkOutTime: '2026-11-24T00:30:00.000Z',
        hours: 9,
        totalCost: '112.50',
      },
      LOS_ANGELES,
    );
    expect(line).toEqual({
      date: '11-23-2026',
      times: '7:30 AM - 4:30 PM',
      hours: '9.0 hours',
      cost: '$112.50',
    });
  });

  it('says a stay is in progress, or that a day has no times', () => {
    const base = { id: 'a', date: '2026-11-23', hours: 6, totalCost: '75.00' };
    const open = { ...base, checkInTime: '2026-11-23T15:30:00.000Z', checkOutTime: '' };
    // Nothing charged at an estimate while the child is still here (decision 071).
    expect(describeSession(open, LOS_ANGELES)).toMatchObject({
      times: '7:30 AM - In Progress',
      hours: '',
      cost: '',
    });
    const untimed = { ...base, checkInTime: '', checkOutTime: '' };
    expect(describeSession(untimed, LOS_ANGELES).times).toBe('Times not recorded');
  });

  it('counts sessions in words', () => {
    expect(sessionCount(1)).toBe('1 unpaid session');
    expect(sessionCount(3)).toBe('3 unpaid sessions');
  });
});
