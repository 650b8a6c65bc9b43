import { randomUUID } from 'node:crypto';
import { addDays, addWeeks } from '@cubby/shared/dates';
import {
  getFinancialNote,
  getStaffNote,
  listAttendance,
  listConfirmations,
  listDirectory,
  listPaidDays,
  listVisits,
  setDaysPaid,
  setFamilyConfirmation,
  setFinancialNote,
  setStaffNote,
} from '@cubby/shared/docs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, validateSession } from '../auth/sessions.ts';
import {
  authSessions,
  contacts,
  customerLogins,
  customers,
  dailyAttendance,
  families,
  payments,
  scheduleNotes,
  sessions,
  weeklyConfirmations,
  weeklyNotes,
} from '../db/schema.ts';
import { verifyPassword } from '../services/passwords.ts';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { facilityDate, facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});

afterEach(() => app.close());

const staff = () => ({ token: app.tokens.staff });

async function create(body: Record<string, unknown>) {
  const response = await app.request('POST', '/api/customers', { ...staff(), body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Record<string, unknown> & {
    id: string;
    familyId: string;
    login?: { password: string; welcomeCode?: string };
  };
}

describe('POST /api/customers', () => {
  it('creates the customer and tells staff the generated parent login', async () => {
    const created = await create({
      name: 'Zoë Saldaña-Pérez',
      email: '',
      phone: '',
      hourlyRate: '12.50',
    });
    expect(created).toMatchObject({
      name: 'Zoë Saldaña-Pérez',
      email: null,
      phone: null,
      hourlyRate: '12.50',
      defaultMonday: false,
      login: {
        username: 'zoe.saldanaperez',
        password: expect.stringMatching(/^[a-z2-7]{20}$/),
        requiresPasswordChange: true,
      },
    });
    expect(created.login?.welcomeCode).toBeUndefined();

    const login = app.db
      .select()
      .from(customerLogins)
      .where(eq(customerLogins.familyId, created.familyId))
      .get();
    expect(login).toMatchObject({
      username: 'zoe.saldanaperez',
      requiresPasswordChange: true,
      isActive: true,
    });
    expect(await verifyPassword(login?.passwordHash ?? '', created.login?.password ?? '')).toBe(
      true,
    );
    expect(login?.welcomeCodeHash).toBeNull();
    const directory = listDirectory(app.core.registry.open({ kind: 'directory' }).ydoc);
    expect(directory).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Zoë Saldaña-Pérez', hourlyRate: '12.50' }),
    );
  });

  it('gives a second family of the same name the next free username', async () => {
    const first = await create({ name: 'Ada Lovelace', hourlyRate: '12.50' });
    const second = await create({ name: 'ada  LOVELACE', hourlyRate: '12.50' });
    expect(first.login).toMatchObject({ username: 'ada.lovelace' });
    expect(second.login).toMatchObject({ username: 'ada.lovelace2' });
  });

  it("gives the owner's default rate (12.50 unless changed in Settings) when the payload has none", async () => {
    const created = await create({ name: 'Grace Hopper' });
    expect(created.hourlyRate).toBe('12.50');
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ email: '' }, 'name: Name is required'],
    [{ name: 42 }, 'name:'],
    [{ name: 'Ada', hourlyRate: '12.505' }, 'hourlyRate: Invalid amount "12.505"'],
    [{ name: 'Ada', hourlyRate: '-1' }, 'hourlyRate cannot be negative'],
    [{ name: 'Ada', email: 'not-an-email' }, 'Email must be a valid email address or empty'],
    [{ name: 'Ada', isAdmin: true }, 'Unrecognized key: "isAdmin"'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await app.request('POST', '/api/customers', { ...staff(), body });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(app.db.select().from(customers).all()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.request('POST', '/api/customers', { ...staff(), rawBody: '{name' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The request body must be JSON');
  });
});

describe('GET /api/customers', () => {
  it('lists every customer sorted by name', async () => {
    await create({ name: 'Mateo Silva' });
    await create({ name: 'amara Nwosu' });
    await create({ name: 'Chloé Lefèvre' });
    const response = await app.request('GET', '/api/customers', staff());
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<{ name: string; hourlyRate: string }>;
    expect(list.map((customer) => customer.name)).toEqual([
      'amara Nwosu',
      'Chloé Lefèvre',
      'Mateo Silva',
    ]);
    expect(list[0]?.hourlyRate).toBe('12.50');
  });
});

describe('who may use the customer routes', () => {
  it('lets the owner read customers but not change them', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const owner = { token: app.tokens.owner };
    expect((await app.request('GET', '/api/customers', owner)).status).toBe(200);
    const add = await app.request('POST', '/api/customers', { ...owner, body: { name: 'Ada' } });
    expect(add.status).toBe(403);
    expect((await app.request('DELETE', `/api/customers/${customerId}`, owner)).status).toBe(403);
    const schedule = await app.request('PUT', `/api/customers/${customerId}/schedule`, {
      ...owner,
      body: weekdays(true),
    });
    expect(schedule.status).toBe(403);
  });

  it('refuses parents (403) and anonymous callers (401)', async () => {
    const family = await app.addFamily('Ada Lovelace');
    const parent = { token: family.token };
    expect((await app.request('GET', '/api/customers', parent)).status).toBe(403);
    const add = await app.request('POST', '/api/customers', { ...parent, body: { name: 'Ada' } });
    expect(add.status).toBe(403);
    expect(
      (await app.request('DELETE', `/api/customers/${family.customerId}`, parent)).status,
    ).toBe(403);
    expect((await app.request('GET', '/api/customers')).status).toBe(401);
    const anonymous = await app.request('POST', '/api/customers', { body: { name: 'Ada' } });
    expect(anonymous.status).toBe(401);
    expect(app.db.select().from(customers).all()).toHaveLength(1);
  });
});

function weekdays(value: boolean) {
  return {
    defaultMonday: value,
    defaultTuesday: value,
    defaultWednesday: value,
    defaultThursday: value,
    defaultFriday: value,
  };
}

describe('PUT /api/customers/{id}/schedule', () => {
  it('saves the default days and updates the directory', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const days = { ...weekdays(false), defaultMonday: true, defaultThursday: true };
    const response = await app.request('PUT', `/api/customers/${customerId}/schedule`, {
      ...staff(),
      body: days,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: customerId, name: 'Ada Lovelace', ...days });
    const stored = app.db.select().from(customers).where(eq(customers.id, customerId)).get();
    expect(stored).toMatchObject(days);
    const entry = listDirectory(app.core.registry.open({ kind: 'directory' }).ydoc)[0];
    expect(entry).toMatchObject({ id: customerId, ...days });
  });

  it('answers 404 for an unknown customer and 400 for a partial or mistyped body', async () => {
    const { customerId } = await app.addFamily('Ada Lovelace');
    const unknown = await app.request('PUT', `/api/customers/${randomUUID()}/schedule`, {
      ...staff(),
      body: weekdays(true),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Customer not found');

    const { defaultFriday: _missing, ...partial } = weekdays(true);
    const missing = await app.request('PUT', `/api/customers/${customerId}/schedule`, {
      ...staff(),
      body: partial,
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('defaultFriday:');

    const mistyped = await app.request('PUT', `/api/customers/${customerId}/schedule`, {
      ...staff(),
      body: { ...weekdays(true), defaultMonday: 'yes' },
    });
    expect(mistyped.status).toBe(400);
    expect(await mistyped.text()).toContain('defaultMonday:');
    const stored = app.db.select().from(customers).where(eq(customers.id, customerId)).get();
    expect(stored?.defaultMonday).toBe(false);
  });
});

describe('DELETE /api/customers/{id}', () => {
  // A fixed clock (Date only), so the records land in known weeks whenever the test runs.
  const monday = '2026-11-16';
  const nextMonday = addWeeks(monday, 1);
  beforeEach(() => {
    vi.setSystemTime(facilityInstant(addDays(monday, 2), 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  /** Gives a family a record of every kind: rows in every table and keys in every document. */
  async function giveRecords({ customerId, loginId, familyId }: TestFamily) {
    const { registry } = app.core;
    vi.setSystemTime(facilityInstant(addDays(monday, 2), 9, 0));
    const checkedIn = await app.request('POST', '/api/sessions/checkin', {
      ...staff(),
      body: { customerId },
    });
    expect(checkedIn.status).toBe(200);
    // The day's times corrected, so it has a charge to mark paid (a day in progress has none).
    const corrected = await app.request(
      'PATCH',
      `/api/attendance/${customerId}_${facilityDate()}`,
      {
        ...staff(),
        body: { arrivalTime: '08:00', departureTime: '16:00', pickupReason: 'Swimming lesson' },
      },
    );
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    registry.writeNow({ kind: 'week', monday }, (doc) =>
      setStaffNote(doc, customerId, 'Bring a sun hat', SERVER_ORIGIN),
    );
    registry.writeNow({ kind: 'finance', monday }, (doc) => {
      setDaysPaid(doc, [{ customerId, date: facilityDate() }], true, SERVER_ORIGIN);
      setFinancialNote(doc, customerId, 'Paid by cheque', SERVER_ORIGIN);
    });
    for (const week of [monday, nextMonday]) {
      registry.writeNow({ kind: 'family', customerId, monday: week }, (doc) =>
        setFamilyConfirmation(
          doc,
          { weekStart: week, status: 'confirmed', details: {} },
          new Date(),
          SERVER_ORIGIN,
        ),
      );
    }
    app.db
      .insert(payments)
      .values({ id: randomUUID(), customerId, amountCents: 4167, receivedOn: monday })
      .run();
    app.db
      .insert(scheduleNotes)
      .values({ id: randomUUID(), customerId, date: monday, note: 'Grandma picks up' })
      .run();
    createSession(app.db, { role: 'customer', subject: loginId, familyId });
  }

  function rowCounts({ customerId, familyId }: TestFamily) {
    const tables = {
      customers: app.db.select().from(customers).where(eq(customers.id, customerId)),
      customer_logins: app.db
        .select()
        .from(customerLogins)
        .where(eq(customerLogins.familyId, familyId)),
      contacts: app.db.select().from(contacts).where(eq(contacts.familyId, familyId)),
      families: app.db.select().from(families).where(eq(families.id, familyId)),
      sessions: app.db.select().from(sessions).where(eq(sessions.customerId, customerId)),
      daily_attendance: app.db
        .select()
        .from(dailyAttendance)
        .where(eq(dailyAttendance.customerId, customerId)),
      weekly_notes: app.db.select().from(weeklyNotes).where(eq(weeklyNotes.customerId, customerId)),
      weekly_confirmations: app.db
        .select()
        .from(weeklyConfirmations)
        .where(eq(weeklyConfirmations.customerId, customerId)),
      payments: app.db.select().from(payments).where(eq(payments.customerId, customerId)),
      schedule_notes: app.db
        .select()
        .from(scheduleNotes)
        .where(eq(scheduleNotes.customerId, customerId)),
      auth_sessions: app.db
        .select()
        .from(authSessions)
        .where(sql`json_extract(${authSessions.sess}, '$.familyId') = ${familyId}`),
    };
    return Object.fromEntries(
      Object.entries(tables).map(([name, query]) => [name, query.all().length]),
    );
  }

  function documents(customerId: string) {
    const { registry, store } = app.core;
    const week = registry.open({ kind: 'week', monday }).ydoc;
    const finance = registry.open({ kind: 'finance', monday }).ydoc;
    const mine = (key: string) => key.startsWith(customerId);
    return {
      attendance: [...listAttendance(week).values()].some((day) => day.customerId === customerId),
      visits: listVisits(week).some((visit) => visit.customerId === customerId),
      staffNote: getStaffNote(week, customerId) !== '',
      paidDays: [...listPaidDays(finance)].some(mine),
      financialNote: getFinancialNote(finance, customerId) !== '',
      confirmation: listConfirmations(
        registry.open({ kind: 'confirmations', monday }).ydoc,
        monday,
      ).has(customerId),
      familyDocsStored: [monday, nextMonday].some(
        (week) => store.storedBytes(`family:${customerId}:${week}`) > 0,
      ),
      directory: listDirectory(registry.open({ kind: 'directory' }).ydoc).some(
        (entry) => entry.id === customerId,
      ),
    };
  }

  it('removes the family from every table and every document, and no one else', async () => {
    const ada = await app.addFamily('Ada Lovelace');
    const alan = await app.addFamily('Alan Turing');
    await giveRecords(ada);
    await giveRecords(alan);
    const everything = {
      customers: 1,
      customer_logins: 1,
      contacts: 1,
      families: 1,
      sessions: 1,
      daily_attendance: 1,
      weekly_notes: 2,
      weekly_confirmations: 2,
      // The payment inserted, and the `marked` payment the day ticked paid records (031).
      payments: 2,
      schedule_notes: 1,
      auth_sessions: 2,
    };
    expect(rowCounts(ada)).toEqual(everything);
    expect(Object.values(documents(ada.customerId)).every(Boolean)).toBe(true);

    // A parent connected to a family document is cut off.
    const family = app.core.registry.open({
      kind: 'family',
      customerId: ada.customerId,
      monday,
    });
    const connection = { send: vi.fn(), close: vi.fn() };
    app.core.registry.attach(family, connection);

    const response = await app.request('DELETE', `/api/customers/${ada.customerId}`, staff());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(rowCounts(ada)).toEqual(
      Object.fromEntries(Object.keys(everything).map((table) => [table, 0])),
    );
    expect(documents(ada.customerId)).toEqual({
      attendance: false,
      visits: false,
      staffNote: false,
      paidDays: false,
      financialNote: false,
      confirmation: false,
      familyDocsStored: false,
      directory: false,
    });
    expect(connection.close).toHaveBeenCalledWith(4403, 'customer deleted');
    expect(validateSession(app.db, ada.token)).toBeNull();

    expect(rowCounts(alan)).toEqual(everything);
    expect(Object.values(documents(alan.customerId)).every(Boolean)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
    await app.addFamily('Ada Lovelace');
    const unknown = await app.request('DELETE', `/api/customers/${randomUUID()}`, staff());
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Customer not found');
    const malformed = await app.request('DELETE', '/api/customers/not-a-uuid', staff());
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('must be a UUID');
    expect(app.db.select().from(customers).all()).toHaveLength(1);
  });
});
