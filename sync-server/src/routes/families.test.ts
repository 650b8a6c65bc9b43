/**
 * The family routes in-process: a sibling joins a family and shares its login; a child's
 * profile and the family's contacts reach the directory (what staff devices hold offline); a
 * guardian's parent login and its new first password; a parent's own details and the pick-up
 * people they propose; deleting a child keeps the family, the last child or the family removes
 * everything; and no family reaches another's.
 */
import { randomUUID } from 'node:crypto';
import { getDirectoryFamily, listDirectory } from '@cubby/shared/docs';
import {
  type ChildResponse,
  type ContactResponse,
  type CreatedContactResponse,
  type CreatedCustomerResponse,
  type CustomerAuthResponse,
  type FamilyResponse,
  type FamilySummaryResponse,
  MAX_CONTACT_FIELD_LENGTH,
  MAX_PENDING_PICKUPS,
} from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contacts, customerLogins, customers, families } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { recordDay } from '../testing/week-writes.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const asStaff = (method: string, url: string, body?: unknown) =>
  app.request(method, url, { token: app.tokens.staff, body });

async function addChild(name: string, familyId?: string): Promise<CreatedCustomerResponse> {
  const body = { name, email: '', phone: '', hourlyRate: '12.50', familyId };
  return expectJson(asStaff('POST', '/api/customers', body), 201);
}

async function signInParent(username: string, password: string): Promise<string> {
  const body = await expectJson<{ token: string }>(
    app.request('POST', '/api/customer/login', { body: { username, password } }),
  );
  return body.token;
}

const directory = () => app.core.registry.open({ kind: 'directory' }).ydoc;
const auditActions = () =>
  app.core.database.sqlite
    .prepare('select action from audit_entries order by id')
    .all()
    .map((row) => (row as { action: string }).action);

describe('a family of several children', () => {
  it('adds a sibling to the family, without a login of its own', async () => {
    const olivia = await addChild('Olivia Bennett');
    expect(olivia.login?.username).toBe('olivia.bennett');
    const leo = await addChild('Leo Bennett', olivia.familyId);
    expect(leo.familyId).toBe(olivia.familyId);
    expect(leo.login).toBeUndefined();
    expect(app.db.select().from(customerLogins).all()).toHaveLength(1);

    const family = await expectJson<FamilyResponse>(
      asStaff('GET', `/api/families/${olivia.familyId}`),
    );
    expect(family.name).toBe('Olivia Bennett');
    expect(family.children.map((child) => child.name)).toEqual(['Olivia Bennett', 'Leo Bennett']);
    expect(family.contacts).toEqual([
      expect.objectContaining({
        name: 'Parent of Olivia Bennett',
        roles: ['guardian', 'pickup'],
        login: expect.objectContaining({ username: 'olivia.bennett' }),
      }),
    ]);
    expect(listDirectory(directory()).find((entry) => entry.id === leo.id)?.familyId).toBe(
      olivia.familyId,
    );
  });

  it("lets the family's one login reach every child, and no other family's", async () => {
    const olivia = await addChild('Olivia Bennett');
    const leo = await addChild('Leo Bennett', olivia.familyId);
    const alan = await addChild('Alan Turing');
    const token = await signInParent('olivia.bennett', olivia.login?.password ?? '');
    await expectJson(
      app.request('POST', '/api/customer/change-password', {
        token,
        body: { newPassword: 'bennett-own-1' },
      }),
    );
    const auth = await expectJson<CustomerAuthResponse>(
      app.request('GET', '/api/customer/auth', { token }),
    );
    expect(auth.customer.id).toBe(olivia.id);
    expect(auth.children.map((child) => child.id)).toEqual([olivia.id, leo.id]);

    const monday = '2026-11-30';
    const confirm = (customerId?: string) =>
      app.request('POST', '/api/customer/schedule/confirm-week', {
        token,
        body: { weekStart: monday, status: 'confirmed', details: {}, customerId },
      });
    await expectJson(confirm(leo.id));
    const read = (customerId: string) =>
      expectJson<{ status: string } | null>(
        app.request('GET', `/api/customer/confirmation/${monday}?customerId=${customerId}`, {
          token,
        }),
      );
    expect((await read(leo.id))?.status).toBe('confirmed');
    expect(await read(olivia.id)).toBeNull();
    // Without a child named, the first: as a family of one has always had it.
    await expectJson(confirm());
    expect((await read(olivia.id))?.status).toBe('confirmed');
    expect((await confirm(alan.id)).status).toBe(403);
    expect((await confirm('not-a-uuid')).status).toBe(400);
  });
});

describe("a child's profile", () => {
  it('is changed by staff, reaches the directory, and is audited without its text', async () => {
    const ada = await addChild('Ada Lovelace');
    const changed = await expectJson<ChildResponse>(
      asStaff('PATCH', `/api/customers/${ada.id}`, {
        birthDate: '2022-03-14',
        allergies: '  Peanuts: EpiPen in the office ',
        medicalNotes: 'Asthma',
      }),
    );
    expect(changed).toMatchObject({
      id: ada.id,
      birthDate: '2022-03-14',
      allergies: 'Peanuts: EpiPen in the office',
      medicalNotes: 'Asthma',
    });
    expect(listDirectory(directory()).find((entry) => entry.id === ada.id)).toMatchObject({
      allergies: 'Peanuts: EpiPen in the office',
      medicalNotes: 'Asthma',
      birthDate: '2022-03-14',
    });
    const cleared = await expectJson<ChildResponse>(
      asStaff('PATCH', `/api/customers/${ada.id}`, { allergies: '', medicalNotes: null }),
    );
    expect(cleared).toMatchObject({ allergies: null, medicalNotes: null });

    const entries = app.core.database.sqlite
      .prepare("select summary, after from audit_entries where action = 'customer.profile-changed'")
      .all() as Array<{ summary: string; after: string }>;
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Changed Ada Lovelace's birth date, allergies and medical notes",
      "Changed Ada Lovelace's allergies and medical notes",
    ]);
    expect(JSON.stringify(entries)).not.toContain('Peanuts');
  });

  it('refuses bad input and changes nothing', async () => {
    const ada = await addChild('Ada Lovelace');
    for (const body of [
      {},
      { birthDate: '2022-02-30' },
      { allergies: 'x'.repeat(1001) },
      { name: '' },
      { hourlyRate: 'thirty' },
      { allergies: 42 },
    ]) {
      const response = await asStaff('PATCH', `/api/customers/${ada.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await asStaff('PATCH', `/api/customers/${randomUUID()}`, { notes: 'x' })).status).toBe(
      404,
    );
    const parent = await app.addFamily('Alan Turing');
    const asParent = await app.request('PATCH', `/api/customers/${ada.id}`, {
      token: parent.token,
      body: { allergies: 'none' },
    });
    expect(asParent.status).toBe(403);
    expect(app.db.select().from(customers).where(eq(customers.id, ada.id)).get()?.allergies).toBe(
      null,
    );
  });
});

describe("a family's contacts", () => {
  it('adds, changes and removes contacts, and carries their numbers to the directory', async () => {
    const ada = await addChild('Ada Lovelace');
    const ruth = await expectJson<CreatedContactResponse>(
      asStaff('POST', `/api/families/${ada.familyId}/contacts`, {
        name: 'Ruth King',
        relationship: 'Grandmother',
        phone: '555-0102',
        roles: ['pickup', 'emergency'],
      }),
      201,
    );
    expect(ruth).toMatchObject({
      roles: ['emergency', 'pickup'],
      mustNotCollect: false,
      approved: true,
      login: null,
    });
    expect(ruth.firstPassword).toBeUndefined();
    const mark = await expectJson<ContactResponse>(
      asStaff('POST', `/api/families/${ada.familyId}/contacts`, {
        name: 'Mark Reed',
        mustNotCollect: true,
      }),
      201,
    );
    expect(getDirectoryFamily(directory(), ada.familyId)?.contacts).toEqual([
      expect.objectContaining({ name: 'Parent of Ada Lovelace', roles: ['guardian', 'pickup'] }),
      expect.objectContaining({ name: 'Ruth King', phone: '555-0102' }),
      expect.objectContaining({ name: 'Mark Reed', mustNotCollect: true, roles: [] }),
    ]);

    const changed = await expectJson<ContactResponse>(
      asStaff('PATCH', `/api/families/${ada.familyId}/contacts/${ruth.id}`, { phone: '555-0199' }),
    );
    expect(changed.phone).toBe('555-0199');
    const contradiction = await asStaff(
      'PATCH',
      `/api/families/${ada.familyId}/contacts/${mark.id}`,
      { roles: ['pickup'] },
    );
    // Against what is stored, the contradiction is a conflict.
    expect(contradiction.status).toBe(409);
    expect(await contradiction.text()).toBe(
      'A person who must not collect cannot also be an authorised pick-up',
    );
    await expectJson(asStaff('DELETE', `/api/families/${ada.familyId}/contacts/${ruth.id}`));
    expect(getDirectoryFamily(directory(), ada.familyId)?.contacts.map((c) => c.name)).toEqual([
      'Parent of Ada Lovelace',
      'Mark Reed',
    ]);
    const log = JSON.stringify(
      app.core.database.sqlite.prepare('select * from audit_entries').all(),
    );
    for (const detail of ['Ruth', 'Mark', '555-0']) expect(log).not.toContain(detail);
    expect(auditActions()).toEqual(
      expect.arrayContaining([
        'family.contact-added',
        'family.contact-changed',
        'family.contact-removed',
      ]),
    );
  });

  it('makes a parent login for a guardian, and gives it a new first password on request', async () => {
    const ada = await addChild('Ada Lovelace');
    const byron = await expectJson<CreatedContactResponse>(
      asStaff('POST', `/api/families/${ada.familyId}/contacts`, {
        name: 'George Byron',
        relationship: 'Father',
        roles: ['guardian'],
        portalLogin: true,
      }),
      201,
    );
    expect(byron.login?.username).toBe('george.byron');
    expect(byron.firstPassword).toMatch(/^[a-z2-7]{20}$/);
    expect(byron.welcomeCode).toBeUndefined();
    const token = await signInParent('george.byron', byron.firstPassword ?? '');
    const auth = await expectJson<CustomerAuthResponse>(
      app.request('GET', '/api/customer/auth', { token }),
    );
    expect(auth).toMatchObject({
      requiresPasswordChange: true,
      customer: { id: ada.id },
      contact: { id: byron.id, name: 'George Byron' },
    });

    const loginId = byron.login?.id ?? '';
    const reset = await expectJson<{ username: string; password: string }>(
      asStaff('POST', `/api/families/${ada.familyId}/logins/${loginId}/reset-password`),
    );
    expect(reset.username).toBe('george.byron');
    // The old session ends at once; the new first password signs in and must be changed.
    expect(await expectJson(app.request('GET', '/api/customer/auth', { token }))).toEqual({
      isAuthenticated: false,
    });
    await signInParent('george.byron', reset.password);

    // A person with a login stays a guardian; only a guardian gets a login.
    const demoted = await asStaff('PATCH', `/api/families/${ada.familyId}/contacts/${byron.id}`, {
      roles: ['pickup'],
    });
    expect(demoted.status).toBe(409);
    const refused = await asStaff('POST', `/api/families/${ada.familyId}/contacts`, {
      name: 'Ann Pick',
      roles: ['pickup'],
      portalLogin: true,
    });
    expect(refused.status).toBe(400);
    // Removing the contact ends their login.
    await expectJson(asStaff('DELETE', `/api/families/${ada.familyId}/contacts/${byron.id}`));
    const gone = await app.request('POST', '/api/customer/login', {
      body: { username: 'george.byron', password: reset.password },
    });
    expect(gone.status).toBe(401);
  });

  it("keeps one family's contacts from another family's routes", async () => {
    const ada = await addChild('Ada Lovelace');
    const alan = await addChild('Alan Turing');
    const [adaGuardian] = (
      await expectJson<FamilyResponse>(asStaff('GET', `/api/families/${ada.familyId}`))
    ).contacts;
    const crossed = await asStaff(
      'PATCH',
      `/api/families/${alan.familyId}/contacts/${adaGuardian?.id}`,
      { phone: '555-0000' },
    );
    expect(crossed.status).toBe(404);
    const parent = await app.addFamily('Grace Hopper');
    for (const [method, url] of [
      ['GET', `/api/families/${ada.familyId}`],
      ['GET', '/api/families'],
      ['POST', `/api/families/${ada.familyId}/contacts`],
      ['DELETE', `/api/families/${ada.familyId}`],
    ] as const) {
      const response = await app.request(method, url, {
        token: parent.token,
        body: method === 'POST' ? { name: 'Eve', roles: ['pickup'] } : undefined,
      });
      expect(response.status, `${method} ${url}`).toBe(403);
    }
  });
});

describe("a parent's own details and proposed pick-ups", () => {
  it('lets a parent change their phone and email and propose a pick-up, who waits for staff; never shows who must not collect', async () => {
    const parent = await app.addFamily('Ada Lovelace');
    const mine = await expectJson<{ phone: string; email: string }>(
      app.request('PATCH', '/api/customer/contact', {
        token: parent.token,
        body: { phone: '555-0100', email: 'ada@example.com' },
      }),
    );
    expect(mine).toMatchObject({ phone: '555-0100', email: 'ada@example.com' });
    const bad = await app.request('PATCH', '/api/customer/contact', {
      token: parent.token,
      body: { email: 'not an email' },
    });
    expect(bad.status).toBe(400);

    const proposed = await expectJson<ContactResponse>(
      app.request('POST', '/api/customer/pickup-requests', {
        token: parent.token,
        body: { name: 'Tomi Adeyemi', relationship: 'Aunt', phone: '555-0113' },
      }),
      201,
    );
    expect(proposed).toMatchObject({ approved: false, roles: ['pickup'] });
    const summary = await expectJson<FamilySummaryResponse[]>(asStaff('GET', '/api/families'));
    expect(summary.find((family) => family.id === parent.familyId)?.pendingPickups).toBe(1);
    expect(getDirectoryFamily(directory(), parent.familyId)?.contacts).toContainEqual(
      expect.objectContaining({ name: 'Tomi Adeyemi', approved: false }),
    );

    await expectJson(
      asStaff('POST', `/api/families/${parent.familyId}/contacts`, {
        name: 'Mark Reed',
        mustNotCollect: true,
      }),
      201,
    );
    const approved = await expectJson<ContactResponse>(
      asStaff('PATCH', `/api/families/${parent.familyId}/contacts/${proposed.id}`, {
        approved: true,
      }),
    );
    expect(approved.approved).toBe(true);
    const own = await expectJson<ContactResponse[]>(
      app.request('GET', '/api/customer/contacts', { token: parent.token }),
    );
    expect(own.map((contact) => [contact.name, contact.approved, contact.login])).toEqual([
      ['Parent of Ada Lovelace', true, null],
      ['Tomi Adeyemi', true, null],
    ]);
    expect(auditActions()).toEqual(
      expect.arrayContaining(['family.pickup-proposed', 'family.pickup-approved']),
    );
    // Staff and the owner have no "own" family.
    const asStaffOwn = await asStaff('PATCH', '/api/customer/contact', { phone: '555-0101' });
    expect(asStaffOwn.status).toBe(403);
  });

  it('holds a family to ten pick-up people waiting, and a proposal to the length of a contact', async () => {
    const parent = await app.addFamily('Ada Lovelace');
    const propose = (name: string, relationship = 'Friend') =>
      app.request('POST', '/api/customer/pickup-requests', {
        token: parent.token,
        body: { name, relationship, phone: '555-0113' },
      });
    const long = await propose('x'.repeat(MAX_CONTACT_FIELD_LENGTH + 1));
    expect(long.status).toBe(400);
    for (let n = 1; n <= MAX_PENDING_PICKUPS; n++)
      expect((await propose(`Friend ${n}`)).status).toBe(201);
    const eleventh = await propose('Friend 11');
    expect(eleventh.status).toBe(409);
    expect(await eleventh.text()).toContain('waiting for approval');

    // Once staff approve one, the family may propose another.
    const waiting = getDirectoryFamily(directory(), parent.familyId)?.contacts.filter(
      (contact) => !contact.approved,
    );
    expect(waiting).toHaveLength(MAX_PENDING_PICKUPS);
    const first = waiting?.[0]?.id ?? '';
    await expectJson(
      asStaff('PATCH', `/api/families/${parent.familyId}/contacts/${first}`, { approved: true }),
    );
    expect((await propose('Friend 11')).status).toBe(201);
  });
});

describe('deleting', () => {
  it('a child keeps the family; its last child takes the family, contacts and logins', async () => {
    const olivia = await addChild('Olivia Bennett');
    const leo = await addChild('Leo Bennett', olivia.familyId);
    const token = await signInParent('olivia.bennett', olivia.login?.password ?? '');
    await expectJson(asStaff('DELETE', `/api/customers/${olivia.id}`));
    const family = await expectJson<FamilyResponse>(
      asStaff('GET', `/api/families/${olivia.familyId}`),
    );
    expect(family.children.map((child) => child.id)).toEqual([leo.id]);
    expect(family.contacts).toHaveLength(1);
    // The login outlives the child it was made with, and now opens on the sibling.
    const auth = await expectJson<CustomerAuthResponse>(
      app.request('GET', '/api/customer/auth', { token }),
    );
    expect(auth.customer.id).toBe(leo.id);

    await expectJson(asStaff('DELETE', `/api/customers/${leo.id}`));
    expect(app.db.select().from(families).all()).toEqual([]);
    expect(app.db.select().from(contacts).all()).toEqual([]);
    expect(app.db.select().from(customerLogins).all()).toEqual([]);
    expect(await expectJson(app.request('GET', '/api/customer/auth', { token }))).toEqual({
      isAuthenticated: false,
    });
    expect(getDirectoryFamily(directory(), olivia.familyId)).toBeNull();
  });

  it('a whole family at once', async () => {
    const olivia = await addChild('Olivia Bennett');
    await addChild('Leo Bennett', olivia.familyId);
    const alan = await addChild('Alan Turing');
    await expectJson(asStaff('DELETE', `/api/families/${olivia.familyId}`));
    expect(
      app.db
        .select()
        .from(customers)
        .all()
        .map((child) => child.id),
    ).toEqual([alan.id]);
    expect(
      app.db
        .select()
        .from(families)
        .all()
        .map((family) => family.id),
    ).toEqual([alan.familyId]);
    expect(auditActions().filter((action) => action.endsWith('deleted'))).toEqual([
      'customer.deleted',
      'customer.deleted',
      'family.deleted',
    ]);
    expect((await asStaff('DELETE', `/api/families/${olivia.familyId}`)).status).toBe(404);
  });
});

describe("a child's hourly rate", () => {
  it('is the owner’s to change; what was already charged keeps its price, new days take the new rate', async () => {
    const parent = await app.addFamily('Ada Lovelace');
    const monday = '2026-11-16';
    // Monday checked in and out, Tuesday toggled present: both priced by the rate when read, so
    // the rate change keeps the price of each (decision 067).
    recordDay(app, parent.customerId, monday, {
      isPresent: true,
      arrivalTime: '09:00',
      departureTime: '13:00',
    });
    const toggle = (date: string) =>
      asStaff('POST', '/api/attendance/toggle', {
        customerId: parent.customerId,
        date,
        isPresent: true,
      });
    await expectJson(toggle('2026-11-17'));
    const week = async () => {
      const dates = JSON.stringify([
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
      ]);
      const rows = await expectJson<Array<{ customer: { id: string }; weeklyCost: number }>>(
        app.request('GET', `/api/financial/weekly?dates=${encodeURIComponent(dates)}`, {
          token: app.tokens.owner,
        }),
      );
      return rows.find((row) => row.customer.id === parent.customerId)?.weeklyCost;
    };
    // 4 h and a default day of 6 h at 12.50.
    expect(await week()).toBe(125);

    const asStaffChange = await asStaff('PATCH', `/api/customers/${parent.customerId}`, {
      hourlyRate: '20.00',
    });
    expect(asStaffChange.status).toBe(403);
    expect(await asStaffChange.text()).toBe("Only the owner changes a child's hourly rate");

    const changed = await expectJson<ChildResponse>(
      app.request('PATCH', `/api/customers/${parent.customerId}`, {
        token: app.tokens.owner,
        body: { hourlyRate: '20.00' },
      }),
    );
    expect(changed.hourlyRate).toBe('20.00');
    expect(
      listDirectory(directory()).find((entry) => entry.id === parent.customerId)?.hourlyRate,
    ).toBe('20.00');
    // Already attended: the same charges as before the change.
    expect(await week()).toBe(125);
    // A new day costs the new rate: 6 h at 20.00.
    await expectJson(toggle('2026-11-18'));
    expect(await week()).toBe(245);
    // A day corrected after the change lets its kept price go: Monday's 4 h at 12.50 (50.00)
    // becomes 2 h at 20.00 (40.00), as an edit priced a day at the rate of the moment before.
    await expectJson(
      asStaff('PATCH', `/api/attendance/${parent.customerId}_${monday}`, {
        arrivalTime: '09:00',
        departureTime: '11:00',
        pickupReason: 'Dentist',
      }),
    );
    expect(await week()).toBe(235);

    const [entry] = app.core.database.sqlite
      .prepare(
        "select summary, before, after from audit_entries where action = 'customer.rate-changed'",
      )
      .all() as Array<{ summary: string; before: string; after: string }>;
    expect(entry).toEqual({
      summary:
        "Changed Ada Lovelace's hourly rate from $12.50 to $20.00; 2 days already attended keep their price",
      before: JSON.stringify({ hourlyRate: '12.50' }),
      after: JSON.stringify({ hourlyRate: '20.00' }),
    });
    const negative = await app.request('PATCH', `/api/customers/${parent.customerId}`, {
      token: app.tokens.owner,
      body: { hourlyRate: '-1.00' },
    });
    expect(negative.status).toBe(400);
  });
});
