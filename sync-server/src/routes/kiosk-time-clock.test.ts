/**
 * The time clock at the kiosk, in-process: a staff PIN typed at the kiosk names the person,
 * where they are and each room's ratio now; a punch checks the PIN again and clocks them in,
 * moves them, gives a break and clocks them out, audited with the kiosk as the actor and the
 * person named. A parent's PIN answers as before; a wrong PIN counts as before; only a kiosk
 * may punch here.
 */
import { randomUUID } from 'node:crypto';
import type { IdentifyResponse, KioskStaffResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, rooms, timeClockEntries } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fingerprint } from './contract/db-fingerprint.ts';

let app: TestApp;
let kiosk: { deviceId: string; token: string };
let infants: string;
let toddlers: string;
const STAFF_PIN = '3691';

beforeEach(async () => {
  app = await createTestApp();
  kiosk = kioskFor(app.db);
  infants = randomUUID();
  toddlers = randomUUID();
  app.db
    .insert(rooms)
    .values([
      {
        id: infants,
        name: 'Infants',
        minAgeMonths: 0,
        maxAgeMonths: 12,
        childrenPerStaff: 4,
        maxChildren: 8,
        position: 0,
      },
      {
        id: toddlers,
        name: 'Toddlers',
        minAgeMonths: 12,
        maxAgeMonths: 36,
        childrenPerStaff: 6,
        maxChildren: 12,
        position: 1,
      },
    ])
    .run();
  const set = await app.request('PUT', '/api/time-clock/pin', {
    token: app.tokens.staff,
    body: { pin: STAFF_PIN },
  });
  expect(set.status).toBe(200);
});
afterEach(() => app.close());

const identify = (pin: string, token = kiosk.token) =>
  app.request('POST', '/api/kiosk/identify', { token, body: { pin } });
const punch = (body: Record<string, unknown>, token = kiosk.token) =>
  app.request('POST', '/api/kiosk/time-clock', { token, body });

describe('the time clock at the kiosk', () => {
  it('names a staff member by their PIN, with where they are and each room’s ratio', async () => {
    const answer = await expectJson<KioskStaffResponse>(identify(STAFF_PIN), 200);
    expect(answer.staff).toEqual({ id: app.accountIds.staff, name: 'staff' });
    expect(answer.clock).toEqual({ status: 'out' });
    expect(answer.rooms.map((room) => [room.name, room.children, room.staff])).toEqual([
      ['Infants', 0, 0],
      ['Toddlers', 0, 0],
    ]);
  });

  it('clocks a person in, moves them, gives a break and clocks them out', async () => {
    const clockedIn = await expectJson(
      punch({ pin: STAFF_PIN, action: 'in', roomId: infants }),
      200,
    );
    expect(clockedIn).toMatchObject({
      name: 'staff',
      clock: { status: 'working', roomId: infants },
    });
    const seen = await expectJson<KioskStaffResponse>(identify(STAFF_PIN), 200);
    expect(seen.clock).toMatchObject({ status: 'working', roomId: infants });
    expect(seen.rooms[0]).toMatchObject({ roomId: infants, staff: 1 });
    await expectJson(punch({ pin: STAFF_PIN, action: 'in', roomId: toddlers }), 200);
    await expectJson(punch({ pin: STAFF_PIN, action: 'break' }), 200);
    expect(await expectJson(punch({ pin: STAFF_PIN, action: 'out' }), 200)).toMatchObject({
      clock: { status: 'out' },
    });
    const entries = app.db.select().from(timeClockEntries).all();
    expect(entries.map((entry) => [entry.kind, entry.source, entry.kioskDeviceId])).toEqual([
      ['work', 'kiosk', kiosk.deviceId],
      ['work', 'kiosk', kiosk.deviceId],
      ['break', 'kiosk', kiosk.deviceId],
    ]);
    const audited = app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'time-clock.in'))
      .get();
    expect(audited).toMatchObject({
      actorKind: 'kiosk',
      deviceId: kiosk.deviceId,
      summary: 'staff clocked in to Infants',
    });
  });

  it('answers a parent’s PIN as before, and refuses it at the time clock', async () => {
    const family = await app.addFamily('Ada Lovelace');
    const set = await app.request('PUT', '/api/customer/pin', {
      token: family.token,
      body: { pin: '2580' },
    });
    expect(set.status).toBe(200);
    const answer = await expectJson<IdentifyResponse>(identify('2580'), 200);
    expect(answer.contact.name).toBe('Parent of Ada Lovelace');
    const before = fingerprint(app.core.database);
    const refused = await punch({ pin: '2580', action: 'in', roomId: infants });
    expect(refused.status).toBe(400);
    expect(fingerprint(app.core.database)).toBe(before);
  });

  it('refuses a wrong PIN, bad input and anyone but a kiosk, and changes nothing', async () => {
    const before = fingerprint(app.core.database);
    expect((await punch({ pin: '3692', action: 'out' })).status).toBe(401);
    expect((await punch({ pin: STAFF_PIN, action: 'in' })).status).toBe(400);
    expect((await punch({ pin: STAFF_PIN, action: 'nap' })).status).toBe(400);
    expect((await punch({ pin: STAFF_PIN, action: 'out' })).status).toBe(409);
    expect((await punch({ pin: STAFF_PIN, action: 'in', roomId: randomUUID() })).status).toBe(404);
    for (const token of [app.tokens.staff, app.tokens.owner]) {
      const response = await punch({ pin: STAFF_PIN, action: 'in', roomId: infants }, token);
      expect(response.status).toBe(403);
    }
    expect(app.db.select().from(timeClockEntries).all()).toEqual([]);
    expect(fingerprint(app.core.database)).toBe(before);
  });
});
