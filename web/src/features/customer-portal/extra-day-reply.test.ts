import type { ExtraDayDecision } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { extraDayReply } from './extra-day-reply.ts';

function decision(kind: ExtraDayDecision['decision'], message: string | null): ExtraDayDecision {
  return {
    day: '2026-11-25',
    decision: kind,
    message,
    decidedAt: '2026-11-23T17:00:00.000Z',
    decidedBy: 'Sam Rivera',
  };
}

describe('staff’s answer to an extra-day request, in the portal', () => {
  it('waits until staff answer', () => {
    expect(extraDayReply(null)).toEqual({
      color: 'gray',
      title: 'Waiting for staff to answer',
      day: null,
      quote: null,
    });
  });

  it('names the day an approval is for, and quotes staff’s message', () => {
    expect(extraDayReply(decision('approved', 'Bring a sun hat'))).toEqual({
      color: 'green',
      title: 'Approved: see you on',
      day: 'Wednesday 11-25-2026',
      quote: '“Bring a sun hat”',
    });
  });

  it('says a decline plainly, with no quote when staff added no message', () => {
    expect(extraDayReply(decision('declined', null))).toEqual({
      color: 'red',
      title: 'Declined: no extra day on',
      day: 'Wednesday 11-25-2026',
      quote: null,
    });
  });
});
