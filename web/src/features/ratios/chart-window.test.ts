import { describe, expect, it } from 'vitest';
import { chartWindow } from './chart-window.ts';

const day = { from: '2026-11-16T08:00:00.000Z', to: '2026-11-17T08:00:00.000Z' };
const at = (utc: string) => ({ at: `2026-11-16T${utc}:00.000Z` });

describe('the hours a day’s chart spans', () => {
  it('runs from the hour before the first change to past the last', () => {
    const points = [{ at: day.from }, at('16:10'), at('23:40'), { at: '2026-11-17T01:05:00.000Z' }];
    expect(chartWindow(points, { ...day, until: day.to })).toEqual({
      from: '2026-11-16T15:00:00.000Z',
      to: '2026-11-17T03:00:00.000Z',
    });
  });

  it('reaches now on a day still running, and is the whole day when nothing happened', () => {
    const now = '2026-11-16T19:20:00.000Z';
    expect(chartWindow([{ at: day.from }, at('16:10')], { ...day, until: now })).toEqual({
      from: '2026-11-16T15:00:00.000Z',
      to: '2026-11-16T21:00:00.000Z',
    });
    expect(chartWindow([{ at: day.from }], { ...day, until: now })).toEqual({
      from: day.from,
      to: day.to,
    });
  });
});
