import { describe, expect, it } from 'vitest';
import { type PresenceSpan, ratioTimeline } from './ratio-timeline.ts';

const day = (time: string) => `2026-03-02T${time}:00.000Z`;
const span = (who: string, start: string, end: string | null): PresenceSpan => ({
  who,
  start: day(start),
  end: end === null ? null : day(end),
});
const base = { childrenPerStaff: 4, from: day('00:00'), to: day('23:59') };
const fourChildren = ['a', 'b', 'c', 'd'].map((who) => span(who, '08:00', '17:00'));

describe('a room’s ratio over a day', () => {
  it('counts a fifth child with one staff member as out of ratio until a second arrives', () => {
    const timeline = ratioTimeline({
      ...base,
      children: [...fourChildren, span('e', '09:00', '12:00')],
      staff: [span('s1', '07:30', '17:30'), span('s2', '09:30', '17:00')],
    });
    expect(timeline.periods).toEqual([
      {
        from: day('09:00'),
        to: day('09:30'),
        minutes: 30,
        maxChildren: 5,
        minStaff: 1,
        staffNeeded: 2,
      },
    ]);
    expect(timeline.minutesOutOfRatio).toBe(30);
    expect(timeline.points[0]).toMatchObject({ at: day('00:00'), children: 0, staff: 0 });
  });

  it('counts a child who leaves and comes back in both stays, and overlapping stays once', () => {
    const timeline = ratioTimeline({
      ...base,
      children: [
        ...fourChildren,
        span('e', '09:00', '10:00'),
        span('e', '09:30', '10:00'),
        span('e', '14:00', '15:00'),
      ],
      staff: [span('s1', '07:00', '18:00')],
    });
    expect(timeline.periods.map((p) => [p.from, p.to, p.maxChildren])).toEqual([
      [day('09:00'), day('10:00'), 5],
      [day('14:00'), day('15:00'), 5],
    ]);
    expect(timeline.minutesOutOfRatio).toBe(120);
  });

  it('leaves the room short while its second staff member is on a break', () => {
    const timeline = ratioTimeline({
      ...base,
      children: [...fourChildren, span('e', '08:00', '17:00')],
      staff: [
        span('s1', '08:00', '17:00'),
        span('s2', '08:00', '12:00'),
        span('s2', '12:30', '17:00'),
      ],
    });
    expect(timeline.periods).toHaveLength(1);
    expect(timeline.periods[0]).toMatchObject({
      from: day('12:00'),
      to: day('12:30'),
      minStaff: 1,
    });
  });

  it('runs open stays and entries to where the record stops', () => {
    const timeline = ratioTimeline({
      ...base,
      to: day('10:00'),
      children: [...fourChildren, span('e', '09:00', null)],
      staff: [span('s1', '08:00', null)],
    });
    expect(timeline.periods).toEqual([
      expect.objectContaining({ from: day('09:00'), to: day('10:00') }),
    ]);
    expect(timeline.minutesOutOfRatio).toBe(60);
    expect(timeline.points.at(-1)).toMatchObject({ children: 5, staff: 1, inRatio: false });
  });

  it('has one empty point for a day nobody came', () => {
    const timeline = ratioTimeline({ ...base, children: [], staff: [] });
    expect(timeline).toEqual({
      points: [{ at: day('00:00'), children: 0, staff: 0, staffNeeded: 0, inRatio: true }],
      periods: [],
      minutesOutOfRatio: 0,
    });
  });
});
