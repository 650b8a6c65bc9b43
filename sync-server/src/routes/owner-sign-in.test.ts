/**
 * An owner signs in on the ordinary sign-in page (DESIGN section 8, decision 072): POST
 * /api/login answers the role `owner`, and that one session opens the owner's routes with no
 * second password, while a staff session still needs the owner gate.
 */
import { weekDates } from '@cubby/shared/dates';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCredentials } from '../auth/credentials.ts';
import { bestAccess } from '../sync/authenticate.ts';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});

afterEach(() => app.close());

const signIn = (username: string, password: string, headers?: Record<string, string>) =>
  app.request('POST', '/api/login', { body: { username, password }, headers });

async function ownerSignIn(): Promise<{ token: string; response: Response }> {
  const response = await signIn('owner', TEST_PASSWORDS.owner);
  expect(response.status, await response.clone().text()).toBe(200);
  return { token: ((await response.clone().json()) as { token: string }).token, response };
}

// Routes only an owner may call, one per owner screen: money, Settings, People, Activity.
const OWNER_READS = [
  `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates('2026-11-16')))}`,
  '/api/settings',
  '/api/staff',
  '/api/audit',
];

const validate = async (token: string) =>
  (await app.request('POST', '/api/owner/validate', { body: { token } })).json();

describe('an owner on the sign-in page', () => {
  it('signs in with the role owner, in the owner cookie, and is who GET /api/user names', async () => {
    const { token, response } = await ownerSignIn();
    expect(await response.json()).toMatchObject({
      username: 'owner',
      role: 'owner',
      requiresPasswordChange: false,
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((line) => line.startsWith('cubby_owner='))).toContain(token);
    expect(cookies.find((line) => line.startsWith('cubby_staff='))).toContain('Max-Age=0');

    const user = await app.request('GET', '/api/user', { token });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ id: app.accountIds.owner, role: 'owner' });
  });

  it("reaches every owner route with that one session, which the owner gate's check accepts", async () => {
    const { token } = await ownerSignIn();
    for (const path of OWNER_READS) {
      const response = await app.request('GET', path, { token });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    }
    expect(await validate(token)).toEqual({ valid: true, requiresPasswordChange: false });
  });

  it('opens the finance documents for writing and the week documents for reading over sync', async () => {
    const { token } = await ownerSignIn();
    const credentials = readCredentials(app.db, { explicitToken: token });
    const monday = '2026-11-16';
    expect(bestAccess(credentials, { kind: 'finance', monday })?.mode).toBe('write');
    expect(bestAccess(credentials, { kind: 'week', monday })?.mode).toBe('read');
  });

  it("may not do the desk's work: that stays with staff sessions", async () => {
    const { token } = await ownerSignIn();
    const family = await app.addFamily('Ada Lovelace');
    const checkIn = await app.request('POST', '/api/sessions/checkin', {
      token,
      body: { customerId: family.customerId },
    });
    expect(checkIn.status).toBe(403);
  });

  it('is signed out everywhere by one logout: REST, the owner check and GET /api/user', async () => {
    const { token } = await ownerSignIn();
    expect((await app.request('POST', '/api/logout', { token })).status).toBe(200);
    expect((await app.request('GET', '/api/user', { token })).status).toBe(401);
    expect((await app.request('GET', '/api/settings', { token })).status).toBe(401);
    expect(await validate(token)).toEqual({ valid: false, requiresPasswordChange: false });
  });

  it('with a first password the owner was given, opens nothing but the change of it', async () => {
    const added = await app.request('POST', '/api/staff', {
      token: app.tokens.owner,
      body: { name: 'Olga Berg', username: 'olga', role: 'owner' },
    });
    const { password } = (await added.json()) as { password: string };
    const response = await signIn('Olga', password);
    expect(response.status).toBe(200);
    const { token, ...user } = (await response.json()) as { token: string; role: string };
    expect(user).toMatchObject({ role: 'owner', requiresPasswordChange: true });
    const settings = await app.request('GET', '/api/settings', { token });
    expect(settings.status).toBe(403);
    expect(await settings.text()).toBe('Please change your password first');
  });

  it('shares one budget of wrong passwords with the owner gate', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn('owner', 'wrong-password')).status).toBe(401);
    }
    const gate = await app.request('POST', '/api/owner-login', {
      body: { username: 'OWNER', password: TEST_PASSWORDS.owner },
    });
    expect(gate.status).toBe(429);
  });
});

describe('a staff session', () => {
  it('still needs the owner gate: no owner route, and its token is no owner token', async () => {
    const response = await signIn('staff', TEST_PASSWORDS.staff);
    const { token, role } = (await response.json()) as { token: string; role: string };
    expect(role).toBe('staff');
    for (const path of OWNER_READS) {
      expect((await app.request('GET', path, { token })).status, path).toBe(403);
    }
    expect(await validate(token)).toEqual({ valid: false, requiresPasswordChange: false });
  });

  it('is who GET /api/user names on a desk tablet that also passed the owner gate', async () => {
    const staff = await signIn('staff', TEST_PASSWORDS.staff);
    const gate = await app.request('POST', '/api/owner-login', {
      body: { username: 'owner', password: TEST_PASSWORDS.owner },
    });
    const pair = (response: Response, name: string) =>
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${name}=`))
        ?.split(';')[0];
    const Cookie = `${pair(staff, 'cubby_staff')}; ${pair(gate, 'cubby_owner')}`;
    const user = await app.request('GET', '/api/user', { headers: { Cookie } });
    expect(await user.json()).toMatchObject({ role: 'staff', username: 'staff' });
  });
});
