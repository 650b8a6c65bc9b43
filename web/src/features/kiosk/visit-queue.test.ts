import { describe, expect, it } from 'vitest';
import { afterSending, type QueuedVisit, replayOrder } from './visit-queue.ts';

function visit(actionId: string, action: QueuedVisit['action'], at: string): QueuedVisit {
  return { action, request: { pin: '2580', customerIds: ['maya'], actionId, at } };
}

describe('the queue of actions waiting for the network', () => {
  it('sends them in the order they happened, whatever order they were stored in', () => {
    const signOut = visit('b', 'check-out', '2026-11-26T16:30:00.000Z');
    const signIn = visit('a', 'check-in', '2026-11-26T08:02:00.000Z');
    const other = visit('c', 'check-in', '2026-11-26T08:05:00.000Z');
    expect(replayOrder([signOut, other, signIn]).map((v) => v.request.actionId)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('drops an action the server answered, refusals included', () => {
    expect(afterSending(null)).toBe('drop');
    expect(afterSending({ kind: 'wrong-pin' })).toBe('drop');
    expect(afterSending({ kind: 'refused', message: 'Please see the front desk' })).toBe('drop');
  });

  it('keeps the rest waiting while the network, the pause or a revoked token stops it', () => {
    expect(afterSending({ kind: 'offline' })).toBe('keep-and-stop');
    expect(afterSending({ kind: 'paused', minutes: 5 })).toBe('keep-and-stop');
    expect(afterSending({ kind: 'revoked' })).toBe('keep-and-stop');
  });
});
