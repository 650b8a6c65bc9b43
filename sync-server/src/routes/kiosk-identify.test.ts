/**
 * Who is at the kiosk, in-process: a PIN names a contact and the children they may sign in or
 * out, with whether each is in and their allergies; an emergency-only contact or a pick-up
 * person not yet approved gets no children; a person who must not collect is refused and staff
 * are alerted. Five wrong PINs within 15 minutes pause that kiosk for five minutes, also across
 * a restart; each further pause that facility day lasts twice as long, up to an hour; 20 wrong
 * PINs in an hour across every kiosk, or any past the 60th of the day, pause every kiosk; a right
 * PIN gives no guess back (decision 065); a revoked kiosk is refused at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listAlerts } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import type {
  CreatedCustomerResponse,
  CreatedKioskDeviceResponse,
  IdentifyResponse,
  KioskDeviceResponse,
} from '@cubby/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptCounts } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { countWrongPin } from '../services/kiosk-pin-throttle.ts';
import { expectJson } from '../testing/expect-json.ts';
import { TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { addContactWithPin, proposePickupWithPin } from '../testing/kiosk-contacts.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

interface Logged {
  level: string;
  event: string;
  fields?: Record<string, unknown> | undefined;
}

let app: TestApp;
let logged: Logged[];
let ada: TestFamily;
let kiosk: CreatedKioskDeviceResponse;

const log: Logger = {
  info: (event, fields) => logged.push({ level: 'info', event, fields }),
  warn: (event, fields) => logged.push({ level: 'warn', event, fields }),
  error: (event, fields) => logged.push({ level: 'error', event, fields }),
};

async function setUp(on: TestApp) {
  const family = await on.addFamily('Ada Lovelace');
  const made = await expectJson<CreatedKioskDeviceResponse>(
    on.request('POST', '/api/kiosk/devices', {
      token: on.tokens.staff,
      body: { name: 'Front door' },
    }),
    201,
  );
  const pin = await on.request('PUT', '/api/customer/pin', {
    token: family.token,
    body: { pin: '2580' },
  });
  expect(pin.status).toBe(200);
  return { family, made };
}

beforeEach(async () => {
  logged = [];
  app = await createTestApp({ log });
  ({ family: ada, made: kiosk } = await setUp(app));
});
afterEach(() => app.close());

const identify = (pin: unknown, token = kiosk.token, on = app) =>
  on.request('POST', '/api/kiosk/identify', { token, body: { pin } });

const addContact = (body: Record<string, unknown>, pin: string) =>
  addContactWithPin(app, ada.familyId, body, pin);

const kioskEntries = () =>
  app.core.database.sqlite
    .prepare("select * from audit_entries where action like 'kiosk.%' order by id")
    .all() as Array<Record<string, unknown>>;

/** Today's staff alerts, as every staff device's copy of `alerts:{date}` holds them. */
const todaysAlerts = (on = app) =>
  listAlerts(
    on.core.registry.open({ kind: 'alerts', date: facilityToday(facilityClock(TEST_TIME_ZONE)) })
      .ydoc,
  );

/**
 * Ends the kiosk's pause and the facility's hour, as if the pause's minutes had passed: the
 * facility day's count goes on.
 */
function endPause() {
  const past = new Date(Date.now() - 1000);
  app.db
    .update(attemptCounts)
    .set({ blockedUntil: past, windowEndsAt: past })
    .where(inArray(attemptCounts.key, [`kiosk:${kiosk.deviceId}`, 'kiosk-facility']))
    .run();
}

/** A kiosk more, made by staff. */
const anotherKiosk = (name: string) =>
  expectJson<CreatedKioskDeviceResponse>(
    app.request('POST', '/api/kiosk/devices', { token: app.tokens.staff, body: { name } }),
    201,
  );

async function wrongPins(count: number, token = kiosk.token, on = app) {
  for (let i = 0; i < count; i += 1) expect((await identify('9021', token, on)).status).toBe(401);
}

describe('a PIN typed at the kiosk', () => {
  it('names the contact and every child of the family, whether each is in, and allergies', async () => {
    const sibling = await expectJson<CreatedCustomerResponse>(
      app.request('POST', '/api/customers', {
        token: app.tokens.staff,
        body: { name: 'Byron Lovelace', familyId: ada.familyId },
      }),
      201,
    );
    await expectJson(
      app.request('PATCH', `/api/customers/${sibling.id}`, {
        token: app.tokens.staff,
        body: { allergies: 'Peanuts' },
      }),
    );
    await expectJson(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    const answer = await expectJson<IdentifyResponse>(identify('2580'));
    expect(answer).toEqual({
      contact: { id: ada.contactId, name: 'Parent of Ada Lovelace' },
      children: [
        { id: ada.customerId, name: 'Ada Lovelace', checkedIn: true, allergies: null },
        { id: sibling.id, name: 'Byron Lovelace', checkedIn: false, allergies: 'Peanuts' },
      ],
      note: null,
    });
    // Checked out, the child is no longer in.
    await expectJson(
      app.request('POST', '/api/sessions/checkout', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    const later = await expectJson<IdentifyResponse>(identify('2580'));
    expect(later.children[0]?.checkedIn).toBe(false);
  });

  it('gives an approved pick-up the children, and an emergency-only contact none', async () => {
    const pickup = await addContact({ name: 'Ruth Bennett', roles: ['pickup'] }, '4815');
    const emergency = await addContact({ name: 'Tom Bennett', roles: ['emergency'] }, '3141');
    const byPickup = await expectJson<IdentifyResponse>(identify('4815'));
    expect(byPickup.contact.id).toBe(pickup);
    expect(byPickup.children.map((child) => child.id)).toEqual([ada.customerId]);
    const byEmergency = await expectJson<IdentifyResponse>(identify('3141'));
    expect(byEmergency).toEqual({
      contact: { id: emergency, name: 'Tom Bennett' },
      children: [],
      note: null,
    });
  });

  it('gives a pick-up person a parent proposed no children until staff approve them', async () => {
    const proposed = await proposePickupWithPin(app, ada, '7391');
    expect((await expectJson<IdentifyResponse>(identify('7391'))).children).toEqual([]);
    await expectJson(
      app.request('PATCH', `/api/families/${ada.familyId}/contacts/${proposed.id}`, {
        token: app.tokens.staff,
        body: { approved: true },
      }),
    );
    expect((await expectJson<IdentifyResponse>(identify('7391'))).children).toHaveLength(1);
  });

  it('refuses a person who must not collect, and alerts staff', async () => {
    const barred = await addContact({ name: 'Someone', roles: [], mustNotCollect: true }, '6174');
    const refused = await identify('6174');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Please see the front desk');
    expect(logged).toContainEqual({
      level: 'warn',
      event: 'kiosk.refused-contact',
      fields: { deviceId: kiosk.deviceId, contactId: barred, familyId: ada.familyId },
    });
    // Stored and on every staff device by the time the kiosk is answered.
    expect(todaysAlerts()).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        kind: 'refused-collector',
        deviceName: 'Front door',
        familyId: ada.familyId,
        contactName: 'Someone',
        childNames: ['Ada Lovelace'],
        message:
          'Someone must not collect Ada Lovelace. They were turned away at the kiosk "Front door"; please go to the door.',
      },
    ]);
  });

  it('forgets the alert, which names the family’s people, when the family is deleted', async () => {
    await addContact({ name: 'Someone', roles: [], mustNotCollect: true }, '6174');
    expect((await identify('6174')).status).toBe(403);
    await wrongPins(5);
    expect(todaysAlerts().map((alert) => alert.kind)).toEqual([
      'refused-collector',
      'kiosk-locked',
    ]);
    await expectJson(
      app.request('DELETE', `/api/families/${ada.familyId}`, { token: app.tokens.staff }),
    );
    expect(todaysAlerts().map((alert) => alert.kind)).toEqual(['kiosk-locked']);
  });

  it('answers 401 for a PIN nobody holds, 400 for one of the wrong shape, and shows the kiosk as seen', async () => {
    const wrong = await identify('9021');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe('That PIN is not known here; try again');
    // Easy PINs nobody can hold are simply wrong, not a lesson in the rules.
    expect((await identify('1111')).status).toBe(401);
    expect((await identify('12')).status).toBe(400);
    expect((await identify(2580)).status).toBe(400);
    const [listed] = await expectJson<KioskDeviceResponse[]>(
      app.request('GET', '/api/kiosk/devices', { token: app.tokens.staff }),
    );
    expect(listed?.lastSeenAt).not.toBeNull();
  });

  it('is refused at once on a kiosk staff revoked', async () => {
    expect((await identify('2580')).status).toBe(200);
    await expectJson(
      app.request('DELETE', `/api/kiosk/devices/${kiosk.deviceId}`, { token: app.tokens.staff }),
    );
    const refused = await identify('2580');
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('Not signed in');
  });
});

describe('wrong PINs at a kiosk', () => {
  it('pause the kiosk for five minutes after the fifth, recorded and alerted once', async () => {
    await wrongPins(5);
    const paused = await identify('2580');
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await identify('9021')).status).toBe(429);
    expect(kioskEntries()).toMatchObject([
      { action: 'kiosk.device-added' },
      {
        action: 'kiosk.locked',
        actor_kind: 'kiosk',
        actor_id: kiosk.deviceId,
        actor_name: 'Front door',
        device_id: kiosk.deviceId,
        summary: 'Paused the kiosk "Front door" for 5 minutes after 5 wrong PINs in 15 minutes',
      },
    ]);
    expect(logged.filter((entry) => entry.event === 'kiosk.paused')).toMatchObject([
      { level: 'warn', fields: { deviceId: kiosk.deviceId, name: 'Front door' } },
    ]);
    expect(todaysAlerts()).toMatchObject([
      {
        kind: 'kiosk-locked',
        deviceName: 'Front door',
        message: 'The kiosk "Front door" is paused for 5 minutes after too many wrong PINs.',
      },
    ]);
    expect(todaysAlerts()[0]).not.toHaveProperty('contactName');
  });

  it('pause only the kiosk they were typed on', async () => {
    const other = await anotherKiosk('Side gate');
    await wrongPins(5);
    expect((await identify('2580')).status).toBe(429);
    expect((await identify('2580', other.token)).status).toBe(200);
  });

  it('are not given back by a right PIN, a parent’s or a staff member’s', async () => {
    await expectJson(
      app.request('PUT', '/api/time-clock/pin', { token: app.tokens.staff, body: { pin: '3691' } }),
    );
    await wrongPins(2);
    expect((await identify('2580')).status).toBe(200);
    await wrongPins(1);
    expect((await identify('3691')).status).toBe(200);
    await wrongPins(1);
    expect((await identify('2580')).status).toBe(200);
    await wrongPins(1);
    expect((await identify('2580')).status).toBe(429);
  });

  it('let the kiosk work again once the pause is over', async () => {
    await wrongPins(5);
    endPause();
    expect((await identify('2580')).status).toBe(200);
  });

  it('pause twice as long each time the same day, up to an hour, each time alerted', async () => {
    const retryAfters: number[] = [];
    for (let pause = 0; pause < 6; pause += 1) {
      await wrongPins(5);
      const paused = await identify('2580');
      expect(paused.status).toBe(429);
      retryAfters.push(Math.ceil(Number(paused.headers.get('Retry-After')) / 60));
      endPause();
    }
    expect(retryAfters).toEqual([5, 10, 20, 40, 60, 60]);
    expect(todaysAlerts().map((alert) => alert.message)).toEqual(
      retryAfters.map(
        (minutes) =>
          `The kiosk "Front door" is paused for ${minutes} minutes after too many wrong PINs.`,
      ),
    );
    expect(kioskEntries().filter((entry) => entry.action === 'kiosk.locked')).toHaveLength(6);
  });

  it('pause five minutes again on a new day', async () => {
    await wrongPins(5);
    endPause();
    const source = {
      actor: { kind: 'kiosk', id: kiosk.deviceId, name: 'Front door' },
      deviceId: kiosk.deviceId,
    } as const;
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const pauses: Date[] = [];
    const onPaused = ({ until }: { until: Date }) => pauses.push(until);
    for (let i = 0; i < 5; i += 1) {
      countWrongPin(app.db, { source, now: tomorrow, timeZone: TEST_TIME_ZONE, onPaused });
    }
    expect(pauses.map((until) => (until.getTime() - tomorrow.getTime()) / 60_000)).toEqual([5]);
  });

  it('keep the kiosk paused across a restart of the server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-kiosk-'));
    try {
      const first = await createTestApp({ dataDir });
      const { made } = await setUp(first);
      await wrongPins(5, made.token, first);
      expect((await identify('2580', made.token, first)).status).toBe(429);
      first.close();
      const again = await createTestApp({ dataDir });
      expect((await identify('2580', made.token, again)).status).toBe(429);
      again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('wrong PINs across the facility', () => {
  it('pause every kiosk at the 20th in an hour, however many kiosks share them, alerted once', async () => {
    const kiosks = [kiosk, ...(await Promise.all(['A', 'B', 'C', 'D'].map(anotherKiosk)))];
    for (const each of kiosks) await wrongPins(4, each.token);
    const fresh = await anotherKiosk('Back door');
    for (const each of [...kiosks, fresh]) {
      const paused = await identify('2580', each.token);
      expect(paused.status).toBe(429);
      expect(Number(paused.headers.get('Retry-After'))).toBeGreaterThan(290);
    }
    expect(kioskEntries().filter((entry) => entry.action === 'kiosk.facility-paused')).toEqual([
      expect.objectContaining({
        summary:
          'Paused every kiosk for 5 minutes after 20 wrong PINs in an hour across the facility',
      }),
    ]);
    expect(todaysAlerts()).toMatchObject([
      {
        kind: 'kiosks-paused',
        message:
          'Every kiosk is paused for 5 minutes after too many wrong PINs across the facility. Someone may be guessing PINs: check who is at each kiosk.',
      },
    ]);
  });

  it('pause every kiosk at each one past the 60th of the facility day', async () => {
    await wrongPins(1);
    app.db
      .update(attemptCounts)
      .set({ count: 60 })
      .where(eq(attemptCounts.key, 'kiosk-facility-day'))
      .run();
    await wrongPins(1);
    expect((await identify('2580')).status).toBe(429);
    endPause();
    expect((await identify('2580')).status).toBe(200);
    await wrongPins(1);
    const again = await identify('2580');
    expect(again.status).toBe(429);
    expect(Math.ceil(Number(again.headers.get('Retry-After')) / 60)).toBe(10);
    expect(
      kioskEntries()
        .filter((entry) => entry.action === 'kiosk.facility-paused')
        .map((entry) => entry.summary),
    ).toEqual([
      'Paused every kiosk for 5 minutes after 61 wrong PINs today across the facility',
      'Paused every kiosk for 10 minutes after 62 wrong PINs today across the facility',
    ]);
  });
});
