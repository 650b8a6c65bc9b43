/**
 * Finding 5 of the second probe (decision 065): the roster a kiosk keeps for offline use held a
 * PBKDF2 verifier of every PIN under one shared salt, so a copied roster gave every PIN back
 * (568 s on two cores; seconds on a GPU). Replayed as the probe made it: a kiosk token reads the
 * roster, and the roster is cracked offline with the tablet's own derivation. Now it holds, per
 * 6-digit PIN, a salt of that PIN's own and a 10-bit tag: the PIN's tag is consistent with about
 * a thousand PINs, so cracking an entry yields candidates, each to be tried at an online kiosk
 * within the facility's budget, never the PIN; and PINs of 4 digits and staff PINs are not on it.
 */
import type { KioskRosterResponse } from '@cubby/shared/schemas';
import { argon2id } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../sync/support/fixture.ts';
import {
  call,
  deskSessions,
  familyWithParent,
  makeKiosk,
  setOwnPin,
} from './support/kiosk-probe.ts';

const SIX_DIGITS = '258014';
const FOUR_DIGITS = '4815';

/**
 * Under one salt, PINs the probe's crack cannot tell from 258014: found by deriving every PIN
 * from 100000 upwards with the roster's parameters, 4 of them within the first 1,744 tried, as
 * a 10-bit tag predicts (one PIN in 1,024).
 */
const SAME_TAG = {
  salt: 'cmVwbGF5IG9mIGEgcm9zdA',
  pins: [SIX_DIGITS, '100089', '100451', '101623', '101741'],
} as const;

/** The tablet's derivation, as a thief holding the roster runs it. */
async function tagOf(pin: string, salt: string, params: KioskRosterResponse['pinTag']) {
  const hash = await argon2id({
    password: pin,
    salt: Buffer.from(salt, 'base64url'),
    iterations: params.passes,
    parallelism: params.parallelism,
    memorySize: params.memoryKiB,
    hashLength: params.hashBytes,
    outputType: 'binary',
  });
  return (
    Number.parseInt(Buffer.from(hash).toString('hex').slice(0, 8), 16) >>> (32 - params.tagBits)
  );
}

describe('the roster a kiosk keeps for offline use', () => {
  const fixture = useTestServer();

  async function copiedRoster() {
    const { test } = fixture;
    const desk = deskSessions(test);
    const six = await familyWithParent(test, desk.staff, 'Sixta Child');
    const four = await familyWithParent(test, desk.staff, 'Quad Child');
    await setOwnPin(test, six, SIX_DIGITS);
    await setOwnPin(test, four, FOUR_DIGITS);
    const staffPin = await call(test, 'PUT', '/api/time-clock/pin', desk.staff, { pin: '615208' });
    expect(staffPin.status, staffPin.text).toBe(200);
    const kiosk = await makeKiosk(test, desk.staff, 'Front door');
    const roster = await call(test, 'GET', '/api/kiosk/roster', kiosk.token);
    expect(roster.status, roster.text).toBe(200);
    return JSON.parse(roster.text) as Record<string, unknown> & KioskRosterResponse;
  }

  it('holds no verifier and no shared salt: a salt per PIN and a tag of 10 bits', async () => {
    const roster = await copiedRoster();
    expect(roster).not.toHaveProperty('salt');
    expect(roster).not.toHaveProperty('staffVerifiers');
    expect(roster.pinTag.tagBits).toBeLessThanOrEqual(10);
    expect(roster.entries).toHaveLength(1);
    for (const entry of roster.entries) {
      expect(Object.keys(entry).sort()).toEqual(['children', 'contact', 'note', 'salt', 'tag']);
      expect(entry.tag).toBeLessThan(2 ** roster.pinTag.tagBits);
    }
  });

  it('leaves out PINs of 4 digits and staff PINs, which the probe cracked in under a second', async () => {
    const roster = await copiedRoster();
    const names = roster.entries.map((entry) => entry.contact.name);
    expect(names).toEqual(['Parent of Sixta Child']);
    expect(JSON.stringify(roster)).not.toContain('Quad');
  });

  it('gives a cracker candidates, never the PIN: many PINs derive to an entry’s tag', async () => {
    const roster = await copiedRoster();
    const [entry] = roster.entries;
    if (!entry) throw new Error('no entry on the roster');
    // The entry's own PIN derives to its tag, as it must for the kiosk to check it offline.
    expect(await tagOf(SIX_DIGITS, entry.salt, roster.pinTag)).toBe(entry.tag);
    // And under one salt, with the roster's parameters, other PINs derive to the same tag.
    const tags = await Promise.all(
      SAME_TAG.pins.map((pin) => tagOf(pin, SAME_TAG.salt, roster.pinTag)),
    );
    expect(new Set(tags).size).toBe(1);
    // About one PIN in 2^10 shares a tag: some 976 candidates of 6 digits for each entry.
    expect(Math.floor(1_000_000 / 2 ** roster.pinTag.tagBits)).toBeGreaterThanOrEqual(976);
  });
});
