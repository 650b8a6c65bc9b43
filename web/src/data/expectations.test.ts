import type { DirectoryEntry } from '@cubby/shared/docs';
import type { ConfirmationResponse } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { expectationsOn } from './expectations.ts';
import { answersOf } from './week-answers.ts';
import { fromRows } from './week-confirmations.ts';

// Thursday 26 November 2026, in the week of Monday the 23rd.
const MONDAY = '2026-11-23';
const THURSDAY = '2026-11-26';

function child(id: string, thursday: boolean): DirectoryEntry {
  return {
    id,
    name: id,
    hourlyRate: '12.50',
    defaultMonday: true,
    defaultTuesday: false,
    defaultWednesday: false,
    defaultThursday: thursday,
    defaultFriday: false,
    familyId: '',
    birthDate: null,
    allergies: null,
    medicalNotes: null,
  };
}

function row(customerId: string, fields: Partial<ConfirmationResponse>): ConfirmationResponse {
  return {
    id: `row-${customerId}`,
    customerId,
    weekStart: MONDAY,
    status: 'confirmed',
    details: {},
    confirmedAt: null,
    updatedAt: null,
    decision: null,
    decisionMessage: null,
    ...fields,
  };
}

describe('expectationsOn', () => {
  it('puts each child through the shared rule and leaves out the ones with nothing that day', () => {
    const answers = new Map([
      ['absent', { status: 'not_coming', details: { absentDays: [THURSDAY] } }],
      ['extra', { status: 'extra_day_request', details: { requestExtraDay: THURSDAY } }],
    ]);
    const decisions = new Map([['extra', { day: THURSDAY, decision: 'approved' as const }]]);
    const customers = [
      child('plain', true),
      child('absent', true),
      child('extra', false),
      child('off', false),
    ];
    const expectations = expectationsOn(THURSDAY, customers, answers, decisions);
    expect(Object.fromEntries(expectations)).toEqual({
      plain: { kind: 'scheduled' },
      absent: { kind: 'not_coming' },
      extra: { kind: 'extra_day' },
    });
  });
});

describe('the answers of the polled rows', () => {
  it('ties a row’s decision to the day the family asked for, and ignores other weeks', () => {
    const { answers, decisions } = answersOf(
      fromRows(
        [
          row('a', {
            status: 'extra_day_request',
            details: { requestExtraDay: THURSDAY },
            decision: 'declined',
          }),
          row('b', { weekStart: '2026-11-16' }),
          row('c', { details: null }),
        ],
        MONDAY,
      ),
    );
    expect(decisions.get('a')).toEqual({ day: THURSDAY, decision: 'declined' });
    expect([...answers.keys()]).toEqual(['a', 'c']);
    expect(answers.get('c')).toEqual({ status: 'confirmed', details: {} });
  });
});
