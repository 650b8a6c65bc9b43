import { describe, expect, it } from 'vitest';
import type { DefaultDays } from './confirmation-rules.ts';
import { expectationOn, isExpectedIn, type WeekFacts } from './expected-days.ts';

// The week of Monday 23 November 2026; the child comes Monday, Wednesday and Friday.
const MON = '2026-11-23';
const TUE = '2026-11-24';
const WED = '2026-11-25';
const FRI = '2026-11-27';
const SAT = '2026-11-28';
const DAYS: DefaultDays = {
  defaultMonday: true,
  defaultTuesday: false,
  defaultWednesday: true,
  defaultThursday: false,
  defaultFriday: true,
};

function facts(answer: WeekFacts['answer'], decision: WeekFacts['decision'] = null): WeekFacts {
  return { days: DAYS, answer, decision };
}

describe('who is expected on a day', () => {
  it('expects a default day the family has not answered, and nobody on other days', () => {
    expect(expectationOn(MON, facts(null))).toEqual({ kind: 'scheduled' });
    expect(expectationOn(TUE, facts(null))).toBeNull();
    expect(expectationOn(SAT, facts(null))).toBeNull();
  });

  it('confirms every default day of a confirmed week', () => {
    const confirmed = facts({ status: 'confirmed', details: {} });
    expect(expectationOn(WED, confirmed)).toEqual({ kind: 'confirmed' });
    expect(expectationOn(TUE, confirmed)).toBeNull();
  });

  it('marks the days not coming, and confirms the others only when the family said so', () => {
    const details = { absentDays: [WED] };
    expect(expectationOn(WED, facts({ status: 'not_coming', details }))).toEqual({
      kind: 'not_coming',
    });
    expect(expectationOn(FRI, facts({ status: 'not_coming', details }))).toEqual({
      kind: 'scheduled',
    });
    const alsoOthers = { ...details, alsoConfirmOthers: true };
    expect(expectationOn(FRI, facts({ status: 'not_coming', details: alsoOthers }))).toEqual({
      kind: 'confirmed',
    });
  });

  it('carries the time of a schedule change on its day', () => {
    const answer = {
      status: 'schedule_change',
      details: {
        scheduleChangeDay: FRI,
        scheduleChangeType: 'early_pick' as const,
        scheduleChangeTime: '14:30',
      },
    };
    expect(expectationOn(FRI, facts(answer))).toEqual({
      kind: 'confirmed',
      change: { type: 'early_pick', time: '14:30' },
    });
    expect(expectationOn(MON, facts(answer))).toEqual({ kind: 'confirmed' });
  });

  it('expects an extra day once approved, not while waiting, not once declined', () => {
    const answer = { status: 'extra_day_request', details: { requestExtraDay: TUE } };
    const waiting = expectationOn(TUE, facts(answer));
    expect(waiting).toEqual({ kind: 'extra_day_requested' });
    expect(isExpectedIn(waiting)).toBe(false);
    const approved = expectationOn(TUE, facts(answer, { day: TUE, decision: 'approved' }));
    expect(approved).toEqual({ kind: 'extra_day' });
    expect(isExpectedIn(approved)).toBe(true);
    expect(expectationOn(TUE, facts(answer, { day: TUE, decision: 'declined' }))).toBeNull();
    // A decision about another day answers nothing here.
    expect(expectationOn(TUE, facts(answer, { day: MON, decision: 'approved' }))).toEqual({
      kind: 'extra_day_requested',
    });
  });
});
