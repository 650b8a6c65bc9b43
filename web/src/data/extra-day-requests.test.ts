import type { WeekConfirmation } from '@cubby/shared/docs';
import type { ExtraDayDecision } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { answerNews, answerSignature, waitingRequests } from './extra-day-requests.ts';

const MONDAY = '2026-11-23';
const STAMP = '2026-11-20T18:00:00.000Z';

function answer(
  status: WeekConfirmation['status'],
  details: WeekConfirmation['details'] = {},
): WeekConfirmation {
  return { weekStart: MONDAY, status, details, confirmedAt: STAMP, updatedAt: STAMP };
}

function decided(day: string): ExtraDayDecision {
  return {
    day,
    decision: 'approved',
    message: null,
    decidedAt: STAMP,
    decidedBy: 'Sam Rivera',
  };
}

describe('extra-day requests waiting for staff', () => {
  it('are the requests with no answer for their day, soonest first', () => {
    const confirmations = new Map([
      ['thursday', answer('extra_day_request', { requestExtraDay: '2026-11-26' })],
      ['tuesday', answer('extra_day_request', { requestExtraDay: '2026-11-24' })],
      ['answered', answer('extra_day_request', { requestExtraDay: '2026-11-25' })],
      ['confirmed', answer('confirmed')],
    ]);
    const decisions = new Map([['answered', decided('2026-11-25')]]);
    expect(waitingRequests(MONDAY, confirmations, decisions)).toEqual([
      { customerId: 'tuesday', monday: MONDAY, day: '2026-11-24' },
      { customerId: 'thursday', monday: MONDAY, day: '2026-11-26' },
    ]);
  });

  it('count a request again once the family asks for another day than staff answered', () => {
    const confirmations = new Map([
      ['moved', answer('extra_day_request', { requestExtraDay: '2026-11-27' })],
    ]);
    const decisions = new Map([['moved', decided('2026-11-25')]]);
    expect(waitingRequests(MONDAY, confirmations, decisions)).toHaveLength(1);
  });
});

describe('news of the families’ answers', () => {
  const request = answer('extra_day_request', { requestExtraDay: '2026-11-25' });

  it('is each new or changed answer, and each one taken back', () => {
    const before = new Map([
      ['same', answerSignature(answer('confirmed'))],
      ['changed', answerSignature(answer('confirmed'))],
      ['undone', answerSignature(answer('confirmed'))],
    ]);
    const after = new Map([
      ['same', answer('confirmed')],
      ['changed', request],
      ['new', answer('not_coming', { absentDays: ['2026-11-24'] })],
    ]);
    expect(answerNews(MONDAY, before, after)).toEqual([
      { customerId: 'changed', monday: MONDAY, answer: request },
      {
        customerId: 'new',
        monday: MONDAY,
        answer: answer('not_coming', { absentDays: ['2026-11-24'] }),
      },
      { customerId: 'undone', monday: MONDAY, answer: null },
    ]);
  });

  it('leaves out an answer only stamped again', () => {
    const before = new Map([['family', answerSignature(request)]]);
    const again = { ...request, updatedAt: '2026-11-21T09:00:00.000Z' };
    expect(answerNews(MONDAY, before, new Map([['family', again]]))).toEqual([]);
  });
});
