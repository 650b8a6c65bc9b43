import type { StaffAccountResponse, StaffWithPasswordResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const asOwner = (method: string, url: string, body?: unknown) =>
  app.request(method, url, { token: app.tokens.owner, body });

async function addPerson(
  name: string,
  username: string,
  role: 'staff' | 'owner' = 'staff',
): Promise<StaffWithPasswordResponse> {
  const response = await asOwner('POST', '/api/staff', { name, username, role });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as StaffWithPasswordResponse;
}

async function signIn(username: string, password: string, route = '/api/login') {
  const response = await app.request('POST', route, { body: { username, password } });
  return {
    status: response.status,
    token: response.ok ? ((await response.json()) as { token: string }).token : '',
  };
}

describe('the owner manages the people who sign in', () => {
  it('adds a person with a first password shown once, listed after the first accounts', async () => {
    const maria = await addPerson('Maria Lopez', 'Maria.Lopez');
    expect(maria).toMatchObject({
      name: 'Maria Lopez',
      username: 'maria.lopez',
      role: 'staff',
      active: true,
      requiresPasswordChange: true,
      fromEnvironment: false,
    });
    expect(maria.password.length).toBeGreaterThanOrEqual(12);
    const list = (await (await asOwner('GET', '/api/staff')).json()) as StaffAccountResponse[];
    expect(list.map((account) => account.username)).toEqual(['owner', 'staff', 'maria.lopez']);
    expect(list.some((account) => 'password' in account || 'passwordHash' in account)).toBe(false);
  });

  it('refuses staff, parents and strangers, and a username taken in any case', async () => {
    const family = await app.addFamily('Ada Lovelace');
    expect((await app.request('GET', '/api/staff', { token: app.tokens.staff })).status).toBe(403);
    expect((await app.request('GET', '/api/staff', { token: family.token })).status).toBe(403);
    expect((await app.request('GET', '/api/staff')).status).toBe(401);
    const taken = await asOwner('POST', '/api/staff', {
      name: 'Other',
      username: 'STAFF',
      role: 'staff',
    });
    expect(taken.status).toBe(409);
    for (const bad of [
      { name: '', username: 'x', role: 'staff' },
      { name: 'X', username: 'has space', role: 'staff' },
      { name: 'X', username: 'x', role: 'admin' },
      { name: 'X', username: 'x', role: 'staff', password: 'mine' },
    ]) {
      expect((await asOwner('POST', '/api/staff', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await asOwner('PATCH', '/api/staff/nobody', { active: false })).status).toBe(404);
  });
});

describe('a person’s first password', () => {
  it('signs in, allows nothing but changing it, then the person works', async () => {
    const maria = await addPerson('Maria Lopez', 'maria');
    const { status, token } = await signIn('Maria', maria.password);
    expect(status).toBe(200);
    const user = await app.request('GET', '/api/user', { token });
    expect(await user.json()).toMatchObject({ name: 'Maria Lopez', requiresPasswordChange: true });
    expect((await app.request('GET', '/api/customers', { token })).status).toBe(403);

    const change = (currentPassword: string, newPassword: string) =>
      app.request('POST', '/api/change-password', {
        token,
        body: { currentPassword, newPassword },
      });
    expect((await change('not-it', 'maria-own-1')).status).toBe(400);
    expect((await change(maria.password, maria.password)).status).toBe(400);
    expect((await change(maria.password, 'maria-own-1')).status).toBe(200);
    expect((await app.request('GET', '/api/customers', { token })).status).toBe(200);
    expect((await signIn('maria', maria.password)).status).toBe(401);
    expect((await signIn('maria', 'maria-own-1')).status).toBe(200);
  });

  it('changing one’s own password ends one’s other sessions, not this one', async () => {
    const first = await signIn('staff', TEST_PASSWORDS.staff);
    const second = await signIn('staff', TEST_PASSWORDS.staff);
    const response = await app.request('POST', '/api/change-password', {
      token: first.token,
      body: { currentPassword: TEST_PASSWORDS.staff, newPassword: 'a-new-staff-password' },
    });
    expect(response.status).toBe(200);
    expect((await app.request('GET', '/api/user', { token: first.token })).status).toBe(200);
    expect((await app.request('GET', '/api/user', { token: second.token })).status).toBe(401);
  });
});

describe('checking one’s current password', () => {
  it('answers 429 past 5 wrong current passwords, right one included, and keeps the session', async () => {
    const maria = await addPerson('Maria Lopez', 'maria.checks');
    const { token } = await signIn('maria.checks', maria.password);
    const change = (currentPassword: string) =>
      app.request('POST', '/api/change-password', {
        token,
        body: { currentPassword, newPassword: 'maria-own-1' },
      });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(`guess-${attempt}`)).status).toBe(400);
    }
    const refused = await change(maria.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await app.request('GET', '/api/user', { token })).status).toBe(200);
    // Another person's checks are their own.
    const other = await signIn('staff', TEST_PASSWORDS.staff);
    const theirs = await app.request('POST', '/api/change-password', {
      token: other.token,
      body: { currentPassword: 'not-it', newPassword: 'staff-own-1' },
    });
    expect(theirs.status).toBe(400);
  });
});

describe('deactivating, role changes and resets', () => {
  it('ends a deactivated person’s sessions at once, and lets them back when reactivated', async () => {
    const maria = await addPerson('Maria Lopez', 'maria');
    const { token } = await signIn('maria', maria.password);
    const off = await asOwner('PATCH', `/api/staff/${maria.id}`, { active: false });
    expect(await off.json()).toMatchObject({ active: false });
    expect((await app.request('GET', '/api/user', { token })).status).toBe(401);
    expect((await signIn('maria', maria.password)).status).toBe(401);
    await asOwner('PATCH', `/api/staff/${maria.id}`, { active: true });
    expect((await signIn('maria', maria.password)).status).toBe(200);
  });

  it('never leaves the facility without an active owner', async () => {
    const owners = (await (await asOwner('GET', '/api/staff')).json()) as StaffAccountResponse[];
    const first = owners.find((account) => account.role === 'owner');
    const lastOwner = await asOwner('PATCH', `/api/staff/${first?.id}`, { active: false });
    expect(lastOwner.status).toBe(409);
    expect((await asOwner('PATCH', `/api/staff/${first?.id}`, { role: 'staff' })).status).toBe(409);
    await addPerson('Second Owner', 'second', 'owner');
    expect((await asOwner('PATCH', `/api/staff/${first?.id}`, { name: 'Founder' })).status).toBe(
      200,
    );
    expect((await asOwner('PATCH', `/api/staff/${first?.id}`, { active: false })).status).toBe(200);
    // The owner's own session ended with the deactivation.
    expect((await asOwner('GET', '/api/staff')).status).toBe(401);
  });

  it('a new role ends the sessions of the old one; a reset password ends every session', async () => {
    const maria = await addPerson('Maria Lopez', 'maria');
    const { token } = await signIn('maria', maria.password);
    await asOwner('PATCH', `/api/staff/${maria.id}`, { role: 'owner' });
    expect((await app.request('GET', '/api/user', { token })).status).toBe(401);
    const owner = await signIn('maria', maria.password, '/api/owner-login');
    expect(owner.status).toBe(200);

    const reset = (await (
      await asOwner('POST', `/api/staff/${maria.id}/reset-password`)
    ).json()) as StaffWithPasswordResponse;
    expect(reset).toMatchObject({ requiresPasswordChange: true });
    expect(reset.password).not.toBe(maria.password);
    const validated = await app.request('POST', '/api/owner/validate', {
      body: { token: owner.token },
    });
    expect(await validated.json()).toEqual({ valid: false, requiresPasswordChange: false });
    expect((await signIn('maria', maria.password, '/api/owner-login')).status).toBe(401);
    expect((await signIn('maria', reset.password, '/api/owner-login')).status).toBe(200);
  });
});
