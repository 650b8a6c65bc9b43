/**
 * Finding 9 (PIN part) of the second probe (decision 065): PUT /api/customer/pin answered "taken"
 * for a PIN someone holds, an oracle limited only to 5 taken answers an hour, while every PIN
 * set without refusal told, for free, that nobody else held it. Replayed as the probe made it: a
 * parent walks candidate PINs through their own PIN form. Now a parent login tries 5 PIN changes
 * a day whatever the answer, and none while the kiosks are paused; every "taken", to a parent or
 * to staff, is a guess against the facility's budget of wrong PINs, audited without the PIN; the
 * 409 stays and names nobody.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../sync/support/fixture.ts';
import {
  auditOf,
  call,
  deskSessions,
  facilityGuesses,
  familyWithParent,
  makeKiosk,
  setOwnPin,
} from './support/kiosk-probe.ts';

const VICTIM_PIN = '730461';
const TAKEN = 'That PIN is taken; choose another';

/** The probe's candidates, the other family's PIN among them. */
const CANDIDATES = Array.from({ length: 12 }, (_, i) => String(410_257 + i * 3571));
CANDIDATES[7] = VICTIM_PIN;

describe('a parent probing which PINs are held through their own PIN form', () => {
  const fixture = useTestServer();

  async function setUp() {
    const { test } = fixture;
    const desk = deskSessions(test);
    const attacker = await familyWithParent(test, desk.staff, 'Mallory Child');
    const victim = await familyWithParent(test, desk.staff, 'Victor Child');
    await setOwnPin(test, victim, VICTIM_PIN);
    return { desk, attacker, victim };
  }

  it('learns of 5 PINs a day at most, set or taken alike', async () => {
    const { test } = fixture;
    const { attacker } = await setUp();
    const answers = [];
    for (const pin of CANDIDATES) {
      answers.push(await call(test, 'PUT', '/api/customer/pin', attacker.parent, { pin }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    expect(answers.some((answer) => answer.text === TAKEN)).toBe(false);
    expect(answers[5]?.retryAfter).toBeGreaterThan(23 * 60 * 60);
  });

  it('spends the facility’s budget with each taken answer, and waits while the kiosks are paused', async () => {
    const { test } = fixture;
    const { desk, attacker } = await setUp();
    // 19 wrong PINs at the door, no kiosk past its own 5.
    for (let k = 0; k < 5; k += 1) {
      const kiosk = await makeKiosk(test, desk.staff, `Kiosk ${k}`);
      for (let i = 0; i < (k < 4 ? 4 : 3); i += 1) {
        const pin = String(200_003 + k * 97 + i * 13);
        expect((await call(test, 'POST', '/api/kiosk/identify', kiosk.token, { pin })).status).toBe(
          401,
        );
      }
    }
    const taken = await call(test, 'PUT', '/api/customer/pin', attacker.parent, {
      pin: VICTIM_PIN,
    });
    expect(taken.status).toBe(409);
    expect(taken.text).toBe(TAKEN);
    // That answer was the facility's 20th guess: every kiosk, and every parent's PIN form, waits.
    const fresh = await makeKiosk(test, desk.staff, 'Office');
    expect(
      (await call(test, 'POST', '/api/kiosk/identify', fresh.token, { pin: VICTIM_PIN })).status,
    ).toBe(429);
    const next = await call(test, 'PUT', '/api/customer/pin', attacker.parent, { pin: '410257' });
    expect(next.status).toBe(429);
    const [entry] = auditOf(test, 'pin.taken');
    expect(entry).toMatchObject({ actorKind: 'parent', before: null, after: null });
    expect(JSON.stringify(entry)).not.toContain(VICTIM_PIN);
    expect(auditOf(test, 'kiosk.facility-paused')).toHaveLength(1);
  });

  it('counts staff’s taken answers for the facility too, and the 409 names nobody', async () => {
    const { test } = fixture;
    const { desk, attacker } = await setUp();
    const families = await call(test, 'GET', `/api/families/${attacker.familyId}`, desk.staff);
    const { contacts } = JSON.parse(families.text) as { contacts: Array<{ id: string }> };
    const contactId = contacts[0]?.id ?? '';
    const taken = await call(
      test,
      'PUT',
      `/api/families/${attacker.familyId}/contacts/${contactId}/pin`,
      desk.staff,
      { pin: VICTIM_PIN },
    );
    expect(taken.status).toBe(409);
    expect(taken.text).toBe(TAKEN);
    const ownTaken = await call(test, 'PUT', '/api/time-clock/pin', desk.staff, {
      pin: VICTIM_PIN,
    });
    expect(ownTaken.status).toBe(409);
    expect(ownTaken.text).toBe(TAKEN);
    expect(auditOf(test, 'pin.taken')).toHaveLength(2);
    expect(facilityGuesses(fixture.test)).toBe(2);
  });
});
