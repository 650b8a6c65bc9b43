/**
 * Rooms (DESIGN section 7, "Rooms, ratios and the staff time clock"; decision 039): the owner
 * sets rooms up, changes their rules and takes them out of use; staff read them; a child's room
 * is the owner's to change; every tablet's directory carries the rules.
 */
import { randomUUID } from 'node:crypto';
import { addDays, mondayOf } from '@cubby/shared/dates';
import { listDirectoryRooms } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import type { RoomAssignment, RoomPlanResponse, RoomResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customers, timeClockEntries } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const as = (role: 'staff' | 'owner', method: string, url: string, body?: unknown) =>
  app.request(method, url, { token: app.tokens[role], body });
const TODDLERS = {
  name: 'Toddlers',
  minAgeMonths: 12,
  maxAgeMonths: 36,
  childrenPerStaff: 6,
  maxChildren: 12,
};
const auditActions = () =>
  app.core.database.sqlite
    .prepare('select action from audit_entries order by id')
    .all()
    .map((row) => (row as { action: string }).action);
const directoryRooms = () => listDirectoryRooms(app.core.registry.open({ kind: 'directory' }).ydoc);

async function suggested(): Promise<RoomResponse[]> {
  return expectJson<RoomResponse[]>(as('owner', 'POST', '/api/rooms/suggested'), 201);
}

function setBirthDate(customerId: string, birthDate: string) {
  app.db.update(customers).set({ birthDate }).where(eq(customers.id, customerId)).run();
}

describe('the rooms an owner sets up', () => {
  it('adds a room, changes its rule, and every tablet has the rule', async () => {
    const created = await expectJson<RoomResponse>(
      as('owner', 'POST', '/api/rooms', TODDLERS),
      201,
    );
    expect(created).toMatchObject({ ...TODDLERS, childCount: 0 });
    const changed = await expectJson<RoomResponse>(
      as('owner', 'PATCH', `/api/rooms/${created.id}`, { childrenPerStaff: 5 }),
    );
    expect(changed).toMatchObject({ name: 'Toddlers', childrenPerStaff: 5 });
    expect(await expectJson(as('staff', 'GET', '/api/rooms'))).toEqual([changed]);
    expect(directoryRooms()).toEqual([
      expect.objectContaining({ id: created.id, childrenPerStaff: 5 }),
    ]);
    expect(auditActions()).toEqual(['room.created', 'room.changed']);
  });

  it('starts with the suggested rooms once, youngest first', async () => {
    const rooms = await suggested();
    expect(rooms.map((room) => room.name)).toEqual(['Infants', 'Toddlers', 'Preschool']);
    expect((await as('owner', 'POST', '/api/rooms/suggested')).status).toBe(409);
    expect(await expectJson<RoomResponse[]>(as('owner', 'GET', '/api/rooms'))).toHaveLength(3);
  });

  it('refuses a duplicate name and an age range that ends before it starts, changing nothing', async () => {
    const [infants, toddlers] = await suggested();
    expect((await as('owner', 'POST', '/api/rooms', { ...TODDLERS })).status).toBe(409);
    const renamed = await as('owner', 'PATCH', `/api/rooms/${toddlers?.id}`, { name: 'infants' });
    expect(renamed.status).toBe(409);
    const backwards = await as('owner', 'PATCH', `/api/rooms/${infants?.id}`, { maxAgeMonths: 0 });
    expect(backwards.status).toBe(400);
    const againstStored = await as('owner', 'PATCH', `/api/rooms/${toddlers?.id}`, {
      minAgeMonths: 40,
    });
    expect(againstStored.status).toBe(400);
    expect(await againstStored.text()).toContain('The oldest age must be more than the youngest');
    expect((await as('owner', 'PATCH', `/api/rooms/${randomUUID()}`, { name: 'X' })).status).toBe(
      404,
    );
    expect(await expectJson(as('owner', 'GET', '/api/rooms'))).toEqual(await suggestedAgain());
  });

  it('only lets the owner change rooms', async () => {
    expect((await as('staff', 'POST', '/api/rooms', TODDLERS)).status).toBe(403);
    expect((await as('staff', 'POST', '/api/rooms/suggested')).status).toBe(403);
    expect(await expectJson(as('owner', 'GET', '/api/rooms'))).toEqual([]);
  });
});

async function suggestedAgain() {
  return expectJson<RoomResponse[]>(as('owner', 'GET', '/api/rooms'));
}

describe('taking a room out of use', () => {
  it('refuses while children are in it or staff are clocked in, then takes it out', async () => {
    const [infants] = await suggested();
    const ada = await app.addFamily('Ada Lovelace');
    await expectJson(
      as('owner', 'PATCH', `/api/customers/${ada.customerId}`, { roomId: infants?.id }),
    );
    const withChild = await as('owner', 'DELETE', `/api/rooms/${infants?.id}`);
    expect(withChild.status).toBe(409);
    expect(await withChild.text()).toContain('Move the children in Infants to another room first');

    await expectJson(as('owner', 'PATCH', `/api/customers/${ada.customerId}`, { roomId: null }));
    await expectJson(as('staff', 'POST', '/api/time-clock/in', { roomId: infants?.id }));
    const withStaff = await as('owner', 'DELETE', `/api/rooms/${infants?.id}`);
    expect(withStaff.status).toBe(409);

    await expectJson(as('staff', 'POST', '/api/time-clock/out'));
    await expectJson(as('owner', 'DELETE', `/api/rooms/${infants?.id}`));
    const left = await expectJson<RoomResponse[]>(as('staff', 'GET', '/api/rooms'));
    expect(left.map((room) => room.name)).toEqual(['Toddlers', 'Preschool']);
    expect(app.db.select().from(timeClockEntries).all()).toHaveLength(1);
    expect(auditActions()).toContain('room.archived');
    // Out of use, a room takes no children.
    const moved = await as('owner', 'PATCH', `/api/customers/${ada.customerId}`, {
      roomId: infants?.id,
    });
    expect(moved.status).toBe(404);
  });
});

describe("a child's room", () => {
  it('is the owner’s to change: staff and parents are refused, and nothing changes', async () => {
    const [infants] = await suggested();
    const ada = await app.addFamily('Ada Lovelace');
    const url = `/api/customers/${ada.customerId}`;
    expect((await as('staff', 'PATCH', url, { roomId: infants?.id })).status).toBe(403);
    const parent = await app.request('PATCH', url, {
      token: ada.token,
      body: { roomId: infants?.id },
    });
    expect(parent.status).toBe(403);
    expect(app.db.select().from(customers).get()?.roomId).toBeNull();
    // Staff still edit the rest of the profile.
    await expectJson(as('staff', 'PATCH', url, { notes: 'Naps at noon' }));

    const child = await expectJson<{ roomId: string | null }>(
      as('owner', 'PATCH', url, { roomId: infants?.id }),
    );
    expect(child.roomId).toBe(infants?.id);
    const family = await expectJson<{ children: { roomId: string | null }[] }>(
      as('staff', 'GET', `/api/families/${ada.familyId}`),
    );
    expect(family.children[0]?.roomId).toBe(infants?.id);
    // The family's own portal is not told rooms.
    const own = await expectJson<{ children: object[] }>(
      app.request('GET', '/api/customer/auth', { token: ada.token }),
    );
    expect(own.children[0]).not.toHaveProperty('roomId');
    expect(auditActions()).toContain('customer.room-changed');
    expect((await as('owner', 'PATCH', url, { roomId: randomUUID() })).status).toBe(404);
    expect((await as('owner', 'PATCH', url, { roomId: 7 })).status).toBe(400);
  });

  it('is suggested from the birth date, and the owner assigns every suggestion at once', async () => {
    const [infants, toddlers] = await suggested();
    const today = facilityToday(facilityClock(TEST_TIME_ZONE));
    const baby = await app.addFamily('Baby Bennett');
    const toddler = await app.addFamily('Tom Thumb');
    const unknown = await app.addFamily('No Birthday');
    setBirthDate(baby.customerId, addDays(today, -100));
    setBirthDate(toddler.customerId, addDays(today, -600));

    const assignments = await expectJson<RoomAssignment[]>(
      as('staff', 'GET', '/api/rooms/assignments'),
    );
    const byId = new Map(assignments.map((entry) => [entry.customerId, entry]));
    expect(byId.get(baby.customerId)).toMatchObject({
      ageMonths: 3,
      roomId: null,
      suggestedRoomId: infants?.id,
    });
    expect(byId.get(toddler.customerId)?.suggestedRoomId).toBe(toddlers?.id);
    expect(byId.get(unknown.customerId)).toMatchObject({ ageMonths: null, suggestedRoomId: null });

    expect((await as('staff', 'POST', '/api/rooms/assign-suggested')).status).toBe(403);
    expect(await expectJson(as('owner', 'POST', '/api/rooms/assign-suggested'))).toEqual({
      assigned: 2,
    });
    expect(await expectJson(as('owner', 'POST', '/api/rooms/assign-suggested'))).toEqual({
      assigned: 0,
    });
    const rooms = await expectJson<RoomResponse[]>(as('staff', 'GET', '/api/rooms'));
    expect(rooms.map((room) => room.childCount)).toEqual([1, 1, 0]);
    expect(auditActions().filter((action) => action === 'customer.room-changed')).toHaveLength(2);
  });
});

describe("next week's plan", () => {
  it("counts a family's not-coming day and an approved extra day", async () => {
    const [infants] = await suggested();
    const nextMonday = mondayOf(addDays(facilityToday(facilityClock(TEST_TIME_ZONE)), 7));
    const tuesday = addDays(nextMonday, 1);
    const ada = await app.addFamily('Ada Lovelace');
    const grace = await app.addFamily('Grace Hopper');
    for (const family of [ada, grace]) {
      app.db
        .update(customers)
        .set({ defaultMonday: true, roomId: infants?.id })
        .where(eq(customers.id, family.customerId))
        .run();
    }
    const answer = (token: string, status: string, details: Record<string, unknown>) =>
      expectJson(
        app.request('POST', '/api/customer/schedule/confirm-week', {
          token,
          body: { weekStart: nextMonday, status, details },
        }),
      );
    await answer(ada.token, 'not_coming', { absentDays: [nextMonday], reason: 'Away' });
    await answer(grace.token, 'extra_day_request', { requestExtraDay: tuesday });

    const before = await expectJson<RoomPlanResponse>(as('staff', 'GET', '/api/rooms/plan'));
    expect(before.weekStart).toBe(nextMonday);
    const infantsWeek = () => before.rooms[0]?.days ?? [];
    expect(infantsWeek()[0]).toMatchObject({ expected: 1, staffNeeded: 1, spotsFree: 7 });
    expect(infantsWeek()[1]).toMatchObject({ expected: 0, requested: 1 });

    await expectJson(
      as('staff', 'POST', '/api/confirmations/decision', {
        customerId: grace.customerId,
        weekStart: nextMonday,
        decision: 'approved',
      }),
    );
    const after = await expectJson<RoomPlanResponse>(
      as('owner', 'GET', `/api/rooms/plan?weekStart=${nextMonday}`),
    );
    expect(after.rooms[0]?.days[1]).toMatchObject({ expected: 1, requested: 0, spotsFree: 7 });
    expect(after.unassigned).toEqual([]);
  });

  it('refuses a week start that is not a Monday, and parents', async () => {
    const nextMonday = mondayOf(addDays(facilityToday(facilityClock(TEST_TIME_ZONE)), 7));
    const tuesday = addDays(nextMonday, 1);
    expect((await as('staff', 'GET', `/api/rooms/plan?weekStart=${tuesday}`)).status).toBe(400);
    const ada = await app.addFamily('Ada Lovelace');
    const parent = await app.request('GET', '/api/rooms/plan', { token: ada.token });
    expect(parent.status).toBe(403);
  });
});
