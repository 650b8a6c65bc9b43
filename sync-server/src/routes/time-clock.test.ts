import { randomUUID } from 'node:crypto';
import { docNames, listStaffOnFloor } from '@cubby/shared/docs';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { auditEntries, rooms, timeClockEntries } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

function addRoom(target: TestApp, name: string): string {
  const id = randomUUID();
  target.db
    .insert(rooms)
    .values({ id, name, minAgeMonths: 0, maxAgeMonths: 12, childrenPerStaff: 4, maxChildren: 8 })
    .run();
  return id;
}

function staffingNow(target: TestApp) {
  const doc = new Y.Doc();
  const stored = target.core.registry.open({ kind: 'staffing' });
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(stored.ydoc));
  expect(docNames.staffing()).toBe(stored.name);
  return listStaffOnFloor(doc);
}

describe('the time clock', () => {
  it('clocks a person in to a room, moves them, gives a break, and clocks them out', async () => {
    app = await createTestApp();
    const infants = addRoom(app, 'Infants');
    const toddlers = addRoom(app, 'Toddlers');
    const token = app.tokens.staff;
    const punch = (path: string, body?: unknown) =>
      app?.request('POST', `/api/time-clock/${path}`, { token, body }) as Promise<Response>;

    const inInfants = await expectJson(await punch('in', { roomId: infants }), 200);
    expect(inInfants).toMatchObject({ status: 'working', roomId: infants });
    expect(staffingNow(app)).toMatchObject([{ status: 'working', roomId: infants }]);

    expect((await punch('in', { roomId: infants })).status).toBe(409);
    expect(await expectJson(await punch('in', { roomId: toddlers }), 200)).toMatchObject({
      roomId: toddlers,
    });
    expect(await expectJson(await punch('break'), 200)).toMatchObject({ status: 'break' });
    expect(staffingNow(app)).toMatchObject([{ status: 'break', roomId: null }]);
    expect((await punch('break')).status).toBe(409);
    expect(await expectJson(await punch('in', { roomId: infants }), 200)).toMatchObject({
      status: 'working',
    });
    expect(await expectJson(await punch('out'), 200)).toEqual({ status: 'out' });
    expect(staffingNow(app)).toEqual([]);
    expect((await punch('out')).status).toBe(409);

    const entries = app.db.select().from(timeClockEntries).all();
    expect(entries.map((entry) => [entry.kind, entry.roomId])).toEqual([
      ['work', infants],
      ['work', toddlers],
      ['break', null],
      ['work', infants],
    ]);
    expect(entries.every((entry) => entry.endAt !== null && entry.endAt >= entry.startAt)).toBe(
      true,
    );
    const filtered = await app.request('GET', '/api/audit?kind=time-clock', {
      token: app.tokens.owner,
    });
    const { entries: logged } = await expectJson<{ entries: unknown[] }>(filtered, 200);
    expect(logged).toHaveLength(5);
    const actions = app.db
      .select()
      .from(auditEntries)
      .all()
      .map((entry) => entry.action);
    expect(actions).toEqual([
      'time-clock.in',
      'time-clock.moved',
      'time-clock.break',
      'time-clock.break-ended',
      'time-clock.out',
    ]);
  });

  it('refuses a room that does not exist or is out of use, and changes nothing', async () => {
    app = await createTestApp();
    const archived = addRoom(app, 'Old room');
    app.db.update(rooms).set({ archivedAt: new Date() }).run();
    for (const roomId of [archived, randomUUID()]) {
      const response = await app.request('POST', '/api/time-clock/in', {
        token: app.tokens.owner,
        body: { roomId },
      });
      expect(response.status).toBe(404);
    }
    expect(app.db.select().from(timeClockEntries).all()).toEqual([]);
  });

  it('is refused to parents and to anyone not signed in', async () => {
    app = await createTestApp();
    const roomId = addRoom(app, 'Infants');
    const family = await app.addFamily('Ada Lovelace');
    const asParent = await app.request('POST', '/api/time-clock/in', {
      token: family.token,
      body: { roomId },
    });
    expect(asParent.status).toBe(403);
    const anonymous = await app.request('POST', '/api/time-clock/in', { body: { roomId } });
    expect(anonymous.status).toBe(401);
    expect(app.db.select().from(timeClockEntries).all()).toEqual([]);
  });
});
