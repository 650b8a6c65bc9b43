import { describe, expect, it } from 'vitest';
import { discardLabel, unsentLine, unsentSentence } from './unsent-text.ts';
import type { QueuedVisit } from './visit-queue.ts';

const ZONE = 'America/New_York';

function visit(action: QueuedVisit['action'], at: string, names?: string[]): QueuedVisit {
  return {
    action,
    request: { pin: '2580', customerIds: ['maya', 'leo'], actionId: at, at },
    ...(names ? { names } : {}),
  };
}

describe('what leaving kiosk mode says of actions not yet sent', () => {
  it('counts them in words', () => {
    expect(unsentSentence(1)).toBe('1 sign-in or sign-out has not reached the server yet.');
    expect(unsentSentence(2)).toBe('2 sign-ins or sign-outs have not reached the server yet.');
  });

  it('names the children, the action and its time on the facility clock', () => {
    const signIn = visit('check-in', '2026-11-26T13:02:00.000Z', ['Maya Lopez', 'Leo Lopez']);
    expect(unsentLine(signIn, ZONE)).toBe('Maya Lopez and Leo Lopez: sign-in at 8:02 AM');
  });

  it('counts the children of an action queued before names were kept', () => {
    expect(unsentLine(visit('check-out', '2026-11-26T21:30:00.000Z'), ZONE)).toBe(
      '2 children: sign-out at 4:30 PM',
    );
  });

  it('says on the discard button how many sign-ins and sign-outs are lost', () => {
    const at = '2026-11-26T13:02:00.000Z';
    expect(discardLabel([visit('check-in', at)])).toBe('Leave and discard 1 sign-in');
    expect(
      discardLabel([visit('check-out', at), visit('check-in', at), visit('check-out', at)]),
    ).toBe('Leave and discard 1 sign-in and 2 sign-outs');
  });
});
