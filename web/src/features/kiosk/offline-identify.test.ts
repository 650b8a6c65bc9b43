import type { KioskRosterResponse } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { identifyOffline, overlayQueued } from './offline-identify.ts';
import { derivePinVerifier } from './pin-verifier.ts';
import type { QueuedVisit } from './visit-queue.ts';

// Few iterations: the derivation itself is checked against the server's in pin-verifier.test.ts.
const ITERATIONS = 1_000;
const SALT = 'Y3ViYnkgcm9zdGVyIHNhbHQgZm9yIHRlc3Rz';

const maya = { id: 'maya', name: 'Maya Lopez', checkedIn: false, allergies: 'Peanuts' };
const leo = { id: 'leo', name: 'Leo Lopez', checkedIn: true, allergies: null };

function visit(action: QueuedVisit['action'], ids: string[], at: string): QueuedVisit {
  return { action, request: { pin: '2580', customerIds: ids, actionId: at, at } };
}

async function roster(): Promise<KioskRosterResponse> {
  return {
    businessName: 'Little Acorns',
    salt: SALT,
    iterations: ITERATIONS,
    generatedAt: '2026-11-26T08:00:00.000Z',
    entries: [
      {
        verifier: await derivePinVerifier('2580', SALT, ITERATIONS),
        contact: { id: 'ana', name: 'Ana Lopez' },
        children: [maya, leo],
        note: 'Please see the front desk',
      },
      {
        verifier: await derivePinVerifier('4815', SALT, ITERATIONS),
        contact: { id: 'ruth', name: 'Ruth Bennett' },
        children: [],
        note: null,
      },
    ],
    staffVerifiers: [await derivePinVerifier('3691', SALT, ITERATIONS)],
  };
}

describe('a PIN checked offline', () => {
  it('names the person whose verifier it derives to, with staff’s note, without the verifier', async () => {
    expect(await identifyOffline('2580', await roster(), [])).toEqual({
      contact: { id: 'ana', name: 'Ana Lopez' },
      children: [maya, leo],
      note: 'Please see the front desk',
    });
    const ruth = await identifyOffline('4815', await roster(), []);
    expect(ruth !== 'staff' && ruth?.contact.name).toBe('Ruth Bennett');
  });

  it('names nobody for a PIN on no entry', async () => {
    expect(await identifyOffline('9021', await roster(), [])).toBeNull();
  });

  it('knows a staff member’s PIN, without naming them: the time clock needs the network', async () => {
    expect(await identifyOffline('3691', await roster(), [])).toBe('staff');
  });

  it('shows each child as this tablet’s queued actions left them', async () => {
    const queued = [
      visit('check-out', ['maya'], '2026-11-26T09:30:00.000Z'),
      visit('check-in', ['maya'], '2026-11-26T09:00:00.000Z'),
      visit('check-out', ['leo'], '2026-11-26T09:10:00.000Z'),
      visit('check-in', ['someone-else'], '2026-11-26T09:20:00.000Z'),
    ];
    expect(overlayQueued([maya, leo], queued)).toEqual([
      { ...maya, checkedIn: false },
      { ...leo, checkedIn: false },
    ]);
    const signedIn = await identifyOffline('2580', await roster(), queued.slice(1, 2));
    if (signedIn === null || signedIn === 'staff') throw new Error('Ana was not named');
    expect(signedIn.children.map((child) => child.checkedIn)).toEqual([true, true]);
  });
});
