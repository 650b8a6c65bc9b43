import { describe, expect, it } from 'vitest';
import { readScheduleSearch, scheduleSearchFor } from './schedule-search.ts';

describe('the week in the Schedule Overview’s address', () => {
  it('reads a Monday and drops anything else', () => {
    expect(readScheduleSearch({ week: '2026-11-30' })).toEqual({ week: '2026-11-30' });
    expect(readScheduleSearch({ week: '2026-12-01' })).toEqual({});
    expect(readScheduleSearch({ week: '11-30-2026' })).toEqual({});
    expect(readScheduleSearch({ week: 20261130 })).toEqual({});
    expect(readScheduleSearch({})).toEqual({});
  });

  it('leaves the current week out of the address', () => {
    expect(scheduleSearchFor('2026-11-23', '2026-11-23')).toEqual({});
    expect(scheduleSearchFor('2026-11-30', '2026-11-23')).toEqual({ week: '2026-11-30' });
  });
});
