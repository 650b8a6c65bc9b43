import { PIN_TAG_BITS } from '@cubby/shared/pin-verifier';
import type { KioskRosterResponse } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { identifyOffline, overlayQueued, rosterChildren } from './offline-identify.ts';
import { derivePinTag } from './pin-verifier.ts';
import type { QueuedVisit } from './visit-queue.ts';

// A small hash: the derivation itself is checked against the server's in pin-verifier.test.ts.
const PARAMS = { memoryKiB: 64, passes: 1, parallelism: 1, hashBytes: 32, tagBits: PIN_TAG_BITS };
const ANA_SALT = 'YW5hJ3Mgc2FsdA';
const RUTH_SALT = 'cnV0aCdzIHNhbHQ';

const maya = { id: 'maya', name: 'Maya Lopez', checkedIn: false, allergies: 'Peanuts' };
const leo = { id: 'leo', name: 'Leo Lopez', checkedIn: true, allergies: null };
const ben = { id: 'ben', name: 'Ben Bennett', checkedIn: false, allergies: null };

function visit(action: QueuedVisit['action'], ids: string[], at: string): QueuedVisit {
  return { action, request: { pin: '258014', customerIds: ids, actionId: at, at } };
}

async function roster(): Promise<KioskRosterResponse> {
  return {
    businessName: 'Little Acorns',
    generatedAt: '2026-11-26T08:00:00.000Z',
    pinTag: PARAMS,
    entries: [
      {
        salt: ANA_SALT,
        tag: await derivePinTag('258014', ANA_SALT, PARAMS),
        contact: { id: 'ana', name: 'Ana Lopez' },
        children: [maya, leo],
        note: 'Please see the front desk',
      },
      {
        salt: RUTH_SALT,
        tag: await derivePinTag('481562', RUTH_SALT, PARAMS),
        contact: { id: 'ruth', name: 'Ruth Bennett' },
        children: [ben],
        note: null,
      },
    ],
  };
}

describe('a PIN checked offline', () => {
  it('lists every child on the roster once, by name, for the person to tap theirs', async () => {
    expect(rosterChildren(await roster(), []).map((child) => child.name)).toEqual([
      'Ben Bennett',
      'Leo Lopez',
      'Maya Lopez',
    ]);
  });

  it('names the collector of the child tapped whose tag it derives to, without salt or tag', async () => {
    expect(await identifyOffline('258014', 'maya', await roster(), [])).toEqual({
      contact: { id: 'ana', name: 'Ana Lopez' },
      children: [maya, leo],
      note: 'Please see the front desk',
    });
    const ruth = await identifyOffline('481562', 'ben', await roster(), []);
    expect(ruth?.contact.name).toBe('Ruth Bennett');
  });

  it('names nobody for the PIN of a collector of another child', async () => {
    expect(await identifyOffline('481562', 'maya', await roster(), [])).toBeNull();
  });

  it('names nobody for a PIN whose tag is not the collector’s', async () => {
    const known = await roster();
    const anaTag = known.entries[0]?.tag;
    let wrong = 135_792;
    while ((await derivePinTag(String(wrong), ANA_SALT, PARAMS)) === anaTag) wrong += 1;
    expect(await identifyOffline(String(wrong), 'maya', known, [])).toBeNull();
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
    const signedIn = await identifyOffline('258014', 'leo', await roster(), queued.slice(1, 2));
    expect(signedIn?.children.map((child) => child.checkedIn)).toEqual([true, true]);
  });
});
