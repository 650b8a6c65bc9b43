import { describe, expect, it } from 'vitest';
import type { WeekFacts } from './expected-days.ts';
import { type PlanChild, planWeek } from './room-plan.ts';

const MONDAY = '2026-03-02';
const WEDNESDAY = '2026-03-04';
const FRIDAY = '2026-03-06';
const toddlers = { id: 'toddlers', name: 'Toddlers', childrenPerStaff: 2, maxChildren: 3 };
const WEEKDAYS_ONLY_MONDAY = {
  defaultMonday: true,
  defaultTuesday: false,
  defaultWednesday: false,
  defaultThursday: false,
  defaultFriday: false,
};

function child(customerId: string, facts: Partial<WeekFacts> = {}, roomId = 'toddlers'): PlanChild {
  return {
    customerId,
    roomId,
    facts: { days: WEEKDAYS_ONLY_MONDAY, answer: null, decision: null, ...facts },
  };
}

function day(children: PlanChild[], date: string) {
  const plan = planWeek(MONDAY, [toddlers], children);
  return plan.rooms[0]?.days.find((entry) => entry.date === date);
}

describe("next week's plan", () => {
  it('counts default days, with the staff they need and the spots left', () => {
    const children = [child('a'), child('b'), child('c')];
    expect(day(children, MONDAY)).toEqual({
      date: MONDAY,
      expected: 3,
      requested: 0,
      staffNeeded: 2,
      spotsFree: 0,
    });
    expect(day(children, FRIDAY)).toMatchObject({ expected: 0, staffNeeded: 0, spotsFree: 3 });
  });

  it("leaves out a family's not-coming day", () => {
    const answer = { status: 'not_coming', details: { absentDays: [MONDAY] } };
    expect(day([child('a', { answer }), child('b')], MONDAY)).toMatchObject({ expected: 1 });
  });

  it('still counts a child on a schedule change day', () => {
    const answer = {
      status: 'schedule_change',
      details: {
        scheduleChangeDay: MONDAY,
        scheduleChangeType: 'late_drop' as const,
        scheduleChangeTime: '10:00',
      },
    };
    expect(day([child('a', { answer })], MONDAY)).toMatchObject({ expected: 1 });
  });

  it('counts an approved extra day as expected', () => {
    const answer = { status: 'extra_day_request', details: { requestExtraDay: WEDNESDAY } };
    const decision = { day: WEDNESDAY, decision: 'approved' as const };
    expect(day([child('a', { answer, decision })], WEDNESDAY)).toMatchObject({
      expected: 1,
      requested: 0,
    });
  });

  it('marks an extra day still waiting as requested, not expected', () => {
    const answer = { status: 'extra_day_request', details: { requestExtraDay: WEDNESDAY } };
    expect(day([child('a', { answer })], WEDNESDAY)).toMatchObject({
      expected: 0,
      requested: 1,
      spotsFree: 3,
    });
  });

  it('counts a declined extra day nowhere', () => {
    const answer = { status: 'extra_day_request', details: { requestExtraDay: WEDNESDAY } };
    const decision = { day: WEDNESDAY, decision: 'declined' as const };
    expect(day([child('a', { answer, decision })], WEDNESDAY)).toMatchObject({
      expected: 0,
      requested: 0,
    });
  });

  it('never answers fewer than no spots free, and lists children in no room', () => {
    const children = [child('a'), child('b'), child('c'), child('d'), child('e', {}, 'gone')];
    const plan = planWeek(MONDAY, [toddlers], children);
    expect(plan.rooms[0]?.days[0]).toMatchObject({ expected: 4, spotsFree: 0, staffNeeded: 2 });
    expect(plan.unassigned).toEqual(['e']);
  });
});
