import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listAlerts } from '@cubby/shared/docs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { customers, rooms } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const MONDAY = '2026-11-16';

let app: TestApp | undefined;
const dataDirs: string[] = [];
beforeEach(() => {
  vi.setSystemTime(facilityInstant(MONDAY, 9, 0));
});
afterEach(() => {
  app?.close();
  app = undefined;
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.useRealTimers();
});

/** A 1:4 infant room with five children assigned to it, and one staff member on its floor. */
async function infantRoom(target: TestApp) {
  const roomId = randomUUID();
  target.db
    .insert(rooms)
    .values({
      id: roomId,
      name: 'Infants',
      minAgeMonths: 0,
      maxAgeMonths: 12,
      childrenPerStaff: 4,
      maxChildren: 8,
    })
    .run();
  const children: string[] = [];
  for (const name of ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli']) {
    const { customerId } = await target.addFamily(`${name} Infant`);
    target.db.update(customers).set({ roomId }).where(eq(customers.id, customerId)).run();
    children.push(customerId);
  }
  return { roomId, children };
}

function post(target: TestApp, path: string, token: string, body?: unknown) {
  return target.request('POST', path, { token, body });
}

async function checkIn(target: TestApp, customerId: string) {
  await expectJson(
    await post(target, '/api/sessions/checkin', target.tokens.staff, { customerId }),
    200,
  );
}

/** Changes that leave the infant room out of ratio: the owner clocks in to another room. */
async function stillOut(target: TestApp) {
  const toddlers = randomUUID();
  target.db
    .insert(rooms)
    .values({
      id: toddlers,
      name: 'Toddlers',
      minAgeMonths: 12,
      maxAgeMonths: 36,
      childrenPerStaff: 6,
      maxChildren: 12,
    })
    .run();
  vi.setSystemTime(facilityInstant(MONDAY, 9, 35));
  const owner = target.tokens.owner;
  await expectJson(await post(target, '/api/time-clock/in', owner, { roomId: toddlers }), 200);
  await expectJson(await post(target, '/api/time-clock/out', owner), 200);
}

function alertsToday(target: TestApp) {
  const stored = target.core.registry.open({ kind: 'alerts', date: MONDAY });
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(stored.ydoc));
  return listAlerts(doc).map((alert) => [alert.kind, alert.message]);
}

describe('GET /api/ratios/now', () => {
  it('answers each room in use with its children, staff and the staff it needs', async () => {
    app = await createTestApp();
    const { roomId, children } = await infantRoom(app);
    await expectJson(await post(app, '/api/time-clock/in', app.tokens.staff, { roomId }), 200);
    for (const child of children) await checkIn(app, child);
    const answer = await expectJson(
      await app.request('GET', '/api/ratios/now', { token: app.tokens.owner }),
      200,
    );
    expect(answer).toEqual([
      {
        roomId,
        children: 5,
        staff: 1,
        staffNeeded: 2,
        inRatio: false,
        name: 'Infants',
        overCapacity: false,
        childrenPerStaff: 4,
        maxChildren: 8,
      },
    ]);
  });
});

describe('the ratio watch', () => {
  it('alerts staff once when a room falls out of ratio and once when it is back', async () => {
    app = await createTestApp();
    const { roomId, children } = await infantRoom(app);
    await expectJson(await post(app, '/api/time-clock/in', app.tokens.staff, { roomId }), 200);
    for (const child of children.slice(0, 4)) await checkIn(app, child);
    expect(alertsToday(app)).toEqual([]);

    vi.setSystemTime(facilityInstant(MONDAY, 9, 30));
    await checkIn(app, children[4] as string);
    expect(alertsToday(app)).toEqual([
      ['out-of-ratio', 'Infants is out of ratio: 5 children, 1 staff, 2 needed.'],
    ]);

    // Still out: another change says nothing again.
    await stillOut(app);
    expect(alertsToday(app)).toHaveLength(1);

    vi.setSystemTime(facilityInstant(MONDAY, 9, 45));
    await expectJson(await post(app, '/api/time-clock/in', app.tokens.owner, { roomId }), 200);
    expect(alertsToday(app)).toEqual([
      ['out-of-ratio', 'Infants is out of ratio: 5 children, 1 staff, 2 needed.'],
      ['back-in-ratio', 'Infants is back in ratio (2 staff for 5 children).'],
    ]);

    vi.setSystemTime(facilityInstant(MONDAY, 10, 0));
    await expectJson(await post(app, '/api/time-clock/break', app.tokens.owner), 200);
    expect(alertsToday(app).map(([kind]) => kind)).toEqual([
      'out-of-ratio',
      'back-in-ratio',
      'out-of-ratio',
    ]);
  });

  it('does not alert again after a restart while the room is still out of ratio', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-ratios-'));
    dataDirs.push(dataDir);
    const first = await createTestApp({ dataDir });
    app = first;
    const { children } = await infantRoom(first);
    const roomId = first.db.select({ id: rooms.id }).from(rooms).get()?.id as string;
    await expectJson(await post(first, '/api/time-clock/in', first.tokens.staff, { roomId }), 200);
    for (const child of children) await checkIn(first, child);
    expect(alertsToday(first)).toHaveLength(1);
    first.close();

    app = await createTestApp({ dataDir });
    await stillOut(app);
    expect(alertsToday(app)).toHaveLength(1);
  });
});

describe('GET /api/ratios/history', () => {
  it('answers the day’s steps and every period out of ratio', async () => {
    app = await createTestApp();
    const { roomId, children } = await infantRoom(app);
    await expectJson(await post(app, '/api/time-clock/in', app.tokens.staff, { roomId }), 200);
    for (const child of children) await checkIn(app, child);
    vi.setSystemTime(facilityInstant(MONDAY, 9, 40));
    await expectJson(await post(app, '/api/time-clock/in', app.tokens.owner, { roomId }), 200);
    vi.setSystemTime(facilityInstant(MONDAY, 11, 0));

    const [room] = (await expectJson(
      await app.request('GET', `/api/ratios/history?date=${MONDAY}`, { token: app.tokens.staff }),
      200,
    )) as { roomId: string; periods: unknown[]; minutesOutOfRatio: number }[];
    expect(room).toMatchObject({
      roomId,
      name: 'Infants',
      minutesOutOfRatio: 40,
      periods: [
        {
          from: facilityInstant(MONDAY, 9, 0).toISOString(),
          to: facilityInstant(MONDAY, 9, 40).toISOString(),
          minutes: 40,
          maxChildren: 5,
          minStaff: 1,
          staffNeeded: 2,
        },
      ],
    });
    const today = await app.request('GET', '/api/ratios/history', { token: app.tokens.staff });
    expect(await expectJson(today, 200)).toEqual([room]);
  });

  it('refuses a date that is not one, and parents', async () => {
    app = await createTestApp();
    const bad = await app.request('GET', '/api/ratios/history?date=11-16-2026', {
      token: app.tokens.staff,
    });
    expect(bad.status).toBe(400);
    const family = await app.addFamily('Parent');
    const refused = await app.request('GET', '/api/ratios/now', { token: family.token });
    expect(refused.status).toBe(403);
  });
});
