/**
 * Finding 1 of the second probe (decision 065): a right PIN reset a kiosk's count of wrong ones,
 * so a parent typing their own PIN after every 4 guesses swept every PIN through one kiosk token
 * with no pause and no alert, found another family's PIN and a staff PIN, and checked that
 * family's child in and out. Replayed as the probe made it: the same sweep, the parent's own PIN
 * after every 4 guesses, the other family's PIN and the staff PIN among the guesses. Now the
 * kiosk pauses at the fifth wrong PIN and stays paused for the right one too, every kiosk
 * pauses once the facility has had 20, staff and the owner are alerted, and nobody is found.
 */
import { docNames, listAlerts } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../sync/support/clients.ts';
import { useTestServer } from '../sync/support/fixture.ts';
import {
  auditOf,
  call,
  deskSessions,
  familyWithParent,
  makeKiosk,
  setOwnPin,
} from './support/kiosk-probe.ts';

const OWN_PIN = '258014';
const VICTIM_PIN = '730461';
const STAFF_PIN = '615208';

/**
 * The probe's sweep: PINs in order, with the two it found a little further on than the budget of
 * wrong PINs reaches (any budget lets its first few guesses through; what it must stop is the
 * rest of the sweep).
 */
const SWEEP = Array.from({ length: 40 }, (_, i) => String(100_103 + i * 7919));
SWEEP[24] = STAFF_PIN;
SWEEP[33] = VICTIM_PIN;

describe('a PIN sweep through a kiosk with a known PIN after every 4 guesses', () => {
  const fixture = useTestServer();

  async function setUp() {
    const { test } = fixture;
    const desk = deskSessions(test);
    const attacker = await familyWithParent(test, desk.staff, 'Mallory Child');
    const victim = await familyWithParent(test, desk.staff, 'Victor Child');
    await setOwnPin(test, attacker, OWN_PIN);
    await setOwnPin(test, victim, VICTIM_PIN);
    const staffPin = await call(test, 'PUT', '/api/time-clock/pin', desk.staff, { pin: STAFF_PIN });
    expect(staffPin.status, staffPin.text).toBe(200);
    const today = docNames.alerts(
      facilityToday(facilityClock(test.server.config.facilityTimeZone)),
    );
    const staffDevice = await fixture.open(today, desk.staff);
    const ownerDevice = await fixture.open(today, desk.owner);
    return { desk, victim, staffDevice, ownerDevice };
  }

  /** Sends the sweep through the kiosks in turn, the own PIN after every 4 guesses. */
  async function sweep(tokens: readonly string[]) {
    const answers: Array<{ pin: string; status: number }> = [];
    for (let i = 0; i < SWEEP.length; i += 1) {
      const token = tokens[Math.floor(i / 4) % tokens.length] ?? '';
      const pin = SWEEP[i] ?? '';
      const guess = await call(fixture.test, 'POST', '/api/kiosk/identify', token, { pin });
      answers.push({ pin, status: guess.status });
      if (i % 4 === 3) {
        const own = await call(fixture.test, 'POST', '/api/kiosk/identify', token, {
          pin: OWN_PIN,
        });
        answers.push({ pin: OWN_PIN, status: own.status });
      }
    }
    return answers;
  }

  it('pauses the kiosk at the fifth wrong PIN, and the parent’s own PIN gives no guess back', async () => {
    const { test } = fixture;
    const { desk, victim, staffDevice, ownerDevice } = await setUp();
    const kiosk = await makeKiosk(test, desk.staff, 'Front door');

    const answers = await sweep([kiosk.token]);

    // Four wrong, the own PIN answered, one wrong more: then every answer is a pause.
    expect(answers.slice(0, 6).map((answer) => answer.status)).toEqual([
      401, 401, 401, 401, 200, 401,
    ]);
    expect(answers.slice(6).every((answer) => answer.status === 429)).toBe(true);
    const found = answers.filter((answer) => answer.pin !== OWN_PIN && answer.status === 200);
    expect(found).toEqual([]);
    // The other family's child is not checked in with their PIN.
    const checkIn = await call(test, 'POST', '/api/kiosk/check-in', kiosk.token, {
      pin: VICTIM_PIN,
      customerIds: [victim.customerId],
    });
    expect(checkIn.status).toBe(429);
    expect(auditOf(test, 'attendance.checked-in')).toEqual([]);
    expect(auditOf(test, 'kiosk.locked')).toHaveLength(1);
    for (const device of [staffDevice, ownerDevice]) {
      await waitFor(() => listAlerts(device.doc).length > 0, 'the pause on a staff device');
      expect(listAlerts(device.doc).map((alert) => alert.kind)).toEqual(['kiosk-locked']);
    }
  });

  it('spread over several kiosks, pauses every kiosk at the facility’s 20th wrong PIN', async () => {
    const { test } = fixture;
    const { desk, staffDevice, ownerDevice } = await setUp();
    const kiosks = [];
    for (const name of ['Front door', 'Side gate', 'Back door', 'Hall', 'Garden']) {
      kiosks.push(await makeKiosk(test, desk.staff, name));
    }
    const untouched = await makeKiosk(test, desk.staff, 'Office');

    const answers = await sweep(kiosks.map((kiosk) => kiosk.token));

    const wrongBeforePause = answers.filter((answer) => answer.status === 401);
    expect(wrongBeforePause).toHaveLength(20);
    expect(answers.filter((answer) => answer.pin !== OWN_PIN && answer.status === 200)).toEqual([]);
    // Even a kiosk that saw no wrong PIN is paused, for the right PIN too.
    const own = await call(test, 'POST', '/api/kiosk/identify', untouched.token, { pin: OWN_PIN });
    expect(own.status).toBe(429);
    expect(own.retryAfter).toBeGreaterThan(0);
    expect(auditOf(test, 'kiosk.facility-paused')).toHaveLength(1);
    for (const device of [staffDevice, ownerDevice]) {
      await waitFor(
        () => listAlerts(device.doc).some((alert) => alert.kind === 'kiosks-paused'),
        'every kiosk paused, on a staff and an owner device',
      );
    }
  });
});
