import { randomUUID } from 'node:crypto';
import {
  docNames,
  getFamilyConfirmation,
  getFinancialNote,
  getStaffNote,
  setFamilyConfirmation,
  setFinancialNote,
  setStaffNote,
} from '@cubby/shared/docs';
import { SESSION_TTL_MS } from '@cubby/sync-server/auth/sessions';
import { customerLogins } from '@cubby/sync-server/db/schema';
import { hashPassword } from '@cubby/sync-server/services/passwords';
import { sessionFor } from '@cubby/sync-server/testing/account-sessions';
import { describe, expect, it } from 'vitest';
import type { Device } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, currentMonday, issueToken } from './support/test-server.ts';

// A week a family may answer now (decision 066).
const MONDAY = currentMonday();
const SESSION_ENDED = 4401;
// How long a write that must not arrive is given to arrive anyway.
const SETTLE_MS = 300;

describe('a sync connection whose session ends', () => {
  const fixture = useTestServer();

  async function api(method: string, path: string, token?: string, body?: unknown) {
    return fetch(`${fixture.test.server.url}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function signIn(path: string, username: string, password: string): Promise<string> {
    const response = await api('POST', path, undefined, { username, password });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  /** Resolves with the code of the device's next close, or rejects after `timeoutMs`. */
  function nextClose(device: Device, timeoutMs = 3000): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the connection stayed open')), timeoutMs);
      device.provider.once('connection-close', (event) => {
        clearTimeout(timer);
        resolve(event?.code ?? 0);
      });
    });
  }

  /** A parent login with a password of its own already chosen, and its username. */
  async function addParent(password: string) {
    const customerId = addCustomer(fixture.test.server.db, { name: 'Ada Lovelace' });
    const username = `ada.${randomUUID().slice(0, 8)}`;
    fixture.test.server.db
      .insert(customerLogins)
      .values({
        id: randomUUID(),
        familyId: customerId,
        username,
        passwordHash: await hashPassword(password),
        requiresPasswordChange: false,
      })
      .run();
    return { customerId, username };
  }

  it('closes a logged-out staff socket with 4401, and a note it writes after is not kept', async () => {
    const { staff } = fixture.test.server.generated;
    if (!staff) throw new Error('expected generated staff credentials');
    const token = await signIn('/api/login', staff.username, staff.password);
    const customerId = addCustomer(fixture.test.server.db, { name: 'Ada Lovelace' });
    const tablet = await fixture.open(docNames.week(MONDAY), token);
    const closed = nextClose(tablet);

    expect((await api('POST', '/api/logout', token)).status).toBe(200);
    expect(await closed).toBe(SESSION_ENDED);

    setStaffNote(tablet.doc, customerId, 'written after logout');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const other = issueToken(fixture.test.server.db, { role: 'staff', subject: 'staff-2' });
    const observer = await fixture.open(docNames.week(MONDAY), other);
    expect(getStaffNote(observer.doc, customerId)).toBe('');
  });

  it('opens the finance documents to an owner signed in on the sign-in page, and closes them at its logout', async () => {
    const { owner } = fixture.test.server.generated;
    if (!owner) throw new Error('expected generated owner credentials');
    // The ordinary sign-in page, not the owner gate (decision 072).
    const token = await signIn('/api/login', owner.username, owner.password);
    const customerId = addCustomer(fixture.test.server.db, { name: 'Ada Lovelace' });
    const laptop = await fixture.open(docNames.finance(MONDAY), token);
    setFinancialNote(laptop.doc, customerId, 'paid in cash on Monday');
    const other = issueToken(fixture.test.server.db, { role: 'owner', subject: 'owner-2' });
    const observer = await fixture.open(docNames.finance(MONDAY), other);
    await expect
      .poll(() => getFinancialNote(observer.doc, customerId))
      .toBe('paid in cash on Monday');

    const closed = nextClose(laptop);
    expect((await api('POST', '/api/logout', token)).status).toBe(200);
    expect(await closed).toBe(SESSION_ENDED);
  });

  it('closes a deactivated person’s tablet with 4401 at once, and an edit it makes after is not kept', async () => {
    const { db } = fixture.test.server;
    const owner = issueToken(db, { role: 'owner', subject: 'owner-1' });
    const added = await api('POST', '/api/staff', owner, {
      name: 'Maria Lopez',
      username: 'maria',
      role: 'staff',
    });
    const maria = (await added.json()) as { id: string; password: string };
    const firstSession = await signIn('/api/login', 'maria', maria.password);
    const changed = await api('POST', '/api/change-password', firstSession, {
      currentPassword: maria.password,
      newPassword: 'maria-own-1',
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const customerId = addCustomer(db, { name: 'Ada Lovelace' });
    const tablet = await fixture.open(docNames.week(MONDAY), firstSession);
    const closed = nextClose(tablet, 1000);

    const off = await api('PATCH', `/api/staff/${maria.id}`, owner, { active: false });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await closed).toBe(SESSION_ENDED);

    setStaffNote(tablet.doc, customerId, 'written after deactivation');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const other = issueToken(db, { role: 'staff', subject: 'staff-2' });
    const observer = await fixture.open(docNames.week(MONDAY), other);
    expect(getStaffNote(observer.doc, customerId)).toBe('');
  });

  it("closes a parent's other session on a password change, and its answer is not kept", async () => {
    const { customerId, username } = await addParent('first-choice');
    const oldSession = await signIn('/api/customer/login', username, 'first-choice');
    const changer = await signIn('/api/customer/login', username, 'first-choice');
    const name = docNames.family(customerId, MONDAY);
    const oldPhone = await fixture.open(name, oldSession);
    const closed = nextClose(oldPhone);

    const change = await api('POST', '/api/customer/change-password', changer, {
      currentPassword: 'first-choice',
      newPassword: 'second-choice',
    });
    expect(change.status, await change.clone().text()).toBe(200);
    expect(await closed).toBe(SESSION_ENDED);

    setFamilyConfirmation(
      oldPhone.doc,
      { weekStart: MONDAY, status: 'confirmed', details: {} },
      new Date(),
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const staffScreen = await fixture.open(
      name,
      issueToken(fixture.test.server.db, { role: 'staff', subject: 'staff-1' }),
    );
    expect(getFamilyConfirmation(staffScreen.doc, MONDAY)).toBeNull();
  });

  it('closes a parent socket on the parent logout', async () => {
    const { customerId, username } = await addParent('first-choice');
    const token = await signIn('/api/customer/login', username, 'first-choice');
    const phone = await fixture.open(docNames.family(customerId, MONDAY), token);
    const closed = nextClose(phone);

    expect((await api('POST', '/api/customer/logout', token)).status).toBe(200);
    expect(await closed).toBe(SESSION_ENDED);
  });

  it("closes an owner's finance socket when the session expires while idle", async () => {
    const { db } = fixture.test.server;
    const customerId = addCustomer(db, { name: 'Ada Lovelace' });
    // A session signed in almost twelve hours ago: it has under a second left.
    const signedInAt = new Date(Date.now() - SESSION_TTL_MS.owner + 800);
    const token = sessionFor(db, { role: 'owner', subject: 'owner-1' }, signedInAt);
    const laptop = await fixture.open(docNames.finance(MONDAY), token);
    const closed = nextClose(laptop);

    expect(await closed).toBe(SESSION_ENDED);
    setFinancialNote(laptop.doc, customerId, 'written after expiry');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const other = issueToken(db, { role: 'owner', subject: 'owner-2' });
    const observer = await fixture.open(docNames.finance(MONDAY), other);
    expect(getFinancialNote(observer.doc, customerId)).toBe('');
  });

  it("closes a deleted family's sockets and ends its sessions", async () => {
    const { customerId, username } = await addParent('first-choice');
    const token = await signIn('/api/customer/login', username, 'first-choice');
    const phone = await fixture.open(docNames.family(customerId, MONDAY), token);
    const closed = nextClose(phone);
    const staff = issueToken(fixture.test.server.db, { role: 'staff', subject: 'staff-1' });

    expect((await api('DELETE', `/api/customers/${customerId}`, staff)).status).toBe(200);
    // The family documents are destroyed (4403) in the same step as the sessions end (4401).
    expect([SESSION_ENDED, 4403]).toContain(await closed);
    expect(await (await api('GET', '/api/customer/auth', token)).json()).toEqual({
      isAuthenticated: false,
    });
  });
});
