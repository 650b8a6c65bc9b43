import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { authSessions } from '../db/schema.ts';
import { TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});

afterEach(() => app.close());

const staffLogin = (password: string = TEST_PASSWORDS.staff, username = 'staff') =>
  app.request('POST', '/api/login', { body: { username, password } });
const ownerLogin = (password: string = TEST_PASSWORDS.owner, username = 'owner') =>
  app.request('POST', '/api/owner-login', { body: { username, password } });

/** The `name=value` pair of a Set-Cookie header for `name`, and its attributes. */
function cookieFrom(response: Response, name: string) {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { pair, value: pair.slice(name.length + 1), attributes };
}

/** The token field of a login's JSON answer. */
const tokenOf = async (response: Response) => ((await response.json()) as { token: string }).token;

const sessionCount = () => app.db.select().from(authSessions).all().length;

describe('POST /api/login', () => {
  it('signs staff in with a token that works as a bearer and as the cookie it sets', async () => {
    const response = await staffLogin();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; token: string };
    expect(body).toEqual({
      id: expect.any(String),
      username: 'staff',
      role: 'staff',
      businessName: 'Little Acorns Day Care',
      timeZone: TEST_TIME_ZONE,
      defaultHourlyRate: '12.50',
      name: '',
      requiresPasswordChange: false,
      token: expect.any(String),
    });

    const byBearer = await app.request('GET', '/api/user', { token: body.token });
    expect(byBearer.status).toBe(200);
    expect(await byBearer.json()).toEqual({
      id: body.id,
      username: 'staff',
      role: 'staff',
      businessName: 'Little Acorns Day Care',
      timeZone: TEST_TIME_ZONE,
      defaultHourlyRate: '12.50',
      name: '',
      requiresPasswordChange: false,
    });

    const cookie = cookieFrom(response, 'cubby_staff');
    expect(cookie?.value).toBe(body.token);
    const byCookie = await app.request('GET', '/api/user', {
      headers: { Cookie: cookie?.pair ?? '' },
    });
    expect(byCookie.status).toBe(200);
  });

  it('sets the cookie httpOnly and SameSite=Lax', async () => {
    const cookie = cookieFrom(await staffLogin(), 'cubby_staff');
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).toContain('SameSite=Lax');
    expect(cookie?.attributes).toContain('Path=/');
  });

  it('sets the cookie Secure behind a trusted proxy that terminated HTTPS, and only then', async () => {
    const overHttps = { 'X-Forwarded-Proto': 'https' };
    const body = { username: 'staff', password: TEST_PASSWORDS.staff };
    const direct = await app.request('POST', '/api/login', { body, headers: overHttps });
    expect(cookieFrom(direct, 'cubby_staff')?.attributes).not.toContain('Secure');
    const proxied = await createTestApp({ config: { trustedProxies: 1 } });
    try {
      const behindProxy = await proxied.request('POST', '/api/login', { body, headers: overHttps });
      expect(cookieFrom(behindProxy, 'cubby_staff')?.attributes).toContain('Secure');
      const plain = await proxied.request('POST', '/api/login', { body });
      expect(cookieFrom(plain, 'cubby_staff')?.attributes).not.toContain('Secure');
    } finally {
      proxied.close();
    }
  });

  it('refuses a wrong password or an unknown user with 401 and creates no session', async () => {
    const before = sessionCount();
    const wrong = await staffLogin('not-the-password');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe('Invalid credentials');
    expect((await staffLogin(TEST_PASSWORDS.staff, 'nobody')).status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(sessionCount()).toBe(before);
  });

  it('answers 400 with a readable message for bad input, and creates no session', async () => {
    const before = sessionCount();
    const malformed = await app.request('POST', '/api/login', { rawBody: '{"username": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe('The request body must be JSON');

    const wrongTypes = await app.request('POST', '/api/login', {
      body: { username: 42, password: true },
    });
    expect(wrongTypes.status).toBe(400);
    expect(await wrongTypes.text()).toContain('Username is required');

    const missing = await app.request('POST', '/api/login', { body: { username: 'staff' } });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('password: Password is required');
    expect(sessionCount()).toBe(before);
  });

  it('stores only a hash of the token', async () => {
    const token = await tokenOf(await staffLogin());
    const sids = app.db
      .select({ sid: authSessions.sid })
      .from(authSessions)
      .all()
      .map(({ sid }) => sid);
    for (const sid of sids) {
      expect(sid).toMatch(/^[0-9a-f]{64}$/);
      expect(sid).not.toBe(token);
    }
    expect(JSON.stringify(app.db.select().from(authSessions).all())).not.toContain(token);
  });
});

describe('GET /api/user', () => {
  it('answers 401 without a session, with a garbage token, or for a parent', async () => {
    const family = await app.addFamily('Ada Lovelace');
    for (const token of [undefined, 'garbage', family.token]) {
      const response = await app.request('GET', '/api/user', { token });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Not signed in');
    }
  });

  it('answers 401 for a staff session whose account no longer exists', async () => {
    const orphan = createSession(app.db, { role: 'staff', subject: 'no-such-account' }).token;
    expect((await app.request('GET', '/api/user', { token: orphan })).status).toBe(401);
  });

  it('finds the staff cookie even when an owner bearer is sent too', async () => {
    const cookie = cookieFrom(await staffLogin(), 'cubby_staff');
    const response = await app.request('GET', '/api/user', {
      token: app.tokens.owner,
      headers: { Cookie: cookie?.pair ?? '' },
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the bearer session and clears both staff cookies', async () => {
    const token = await tokenOf(await staffLogin());
    const response = await app.request('POST', '/api/logout', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    for (const name of ['cubby_staff', 'cubby_owner']) {
      const cleared = cookieFrom(response, name);
      expect(cleared?.value).toBe('');
      expect(cleared?.attributes).toContain('Max-Age=0');
    }
    expect((await app.request('GET', '/api/user', { token })).status).toBe(401);
  });

  it('revokes the staff and owner sessions carried in cookies', async () => {
    const staff = cookieFrom(await staffLogin(), 'cubby_staff');
    const owner = cookieFrom(await ownerLogin(), 'cubby_owner');
    const Cookie = `${staff?.pair}; ${owner?.pair}`;
    expect((await app.request('POST', '/api/logout', { headers: { Cookie } })).status).toBe(200);
    expect((await app.request('GET', '/api/user', { headers: { Cookie } })).status).toBe(401);
    const validated = await app.request('POST', '/api/owner/validate', {
      body: { token: owner?.value },
    });
    expect(await validated.json()).toEqual({ valid: false, requiresPasswordChange: false });
  });

  it('answers 200 without any session', async () => {
    const response = await app.request('POST', '/api/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("leaves a parent's session alone", async () => {
    const family = await app.addFamily('Ada Lovelace');
    await app.request('POST', '/api/logout', { token: family.token });
    const auth = await app.request('GET', '/api/customer/auth', { token: family.token });
    expect(await auth.json()).toMatchObject({ isAuthenticated: true });
  });
});

describe('POST /api/owner-login and /api/owner/validate', () => {
  const validate = async (token: string) => {
    const response = await app.request('POST', '/api/owner/validate', { body: { token } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { valid: boolean }).valid;
  };

  it('signs the owner in with a token that validates, and sets the owner cookie', async () => {
    const response = await ownerLogin();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string };
    expect(body).toEqual({ token: expect.any(String), requiresPasswordChange: false });
    const cookie = cookieFrom(response, 'cubby_owner');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax']));
    expect(await validate(body.token)).toBe(true);
  });

  it("refuses wrong credentials and the staff account's, with the spec's message", async () => {
    for (const [username, password] of [
      ['owner', 'wrong-password'],
      ['staff', TEST_PASSWORDS.staff],
    ] as const) {
      const response = await ownerLogin(password, username);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Invalid owner credentials');
    }
  });

  it('validates only a live owner session', async () => {
    const token = await tokenOf(await ownerLogin());
    expect(await validate(await tokenOf(await staffLogin()))).toBe(false);
    expect(await validate('garbage')).toBe(false);
    await app.request('POST', '/api/logout', { token });
    expect(await validate(token)).toBe(false);
  });

  it('tells an owner the owner added that their first password must be replaced first', async () => {
    const added = await app.request('POST', '/api/staff', {
      token: app.tokens.owner,
      body: { name: 'Olga Berg', username: 'olga', role: 'owner' },
    });
    const { password } = (await added.json()) as { password: string };
    const response = await ownerLogin(password, 'olga');
    expect(response.status).toBe(200);
    const { token, requiresPasswordChange } = (await response.json()) as {
      token: string;
      requiresPasswordChange: boolean;
    };
    expect(requiresPasswordChange).toBe(true);
    const validated = await app.request('POST', '/api/owner/validate', { body: { token } });
    expect(await validated.json()).toEqual({ valid: true, requiresPasswordChange: true });
    const changed = await app.request('POST', '/api/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'olga-own-password' },
    });
    expect(changed.status).toBe(200);
    const after = await app.request('POST', '/api/owner/validate', { body: { token } });
    expect(await after.json()).toEqual({ valid: true, requiresPasswordChange: false });
  });

  it('answers 400 when the token is missing', async () => {
    const response = await app.request('POST', '/api/owner/validate', { body: {} });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('token: token is required');
  });
});

describe('failed sign-ins', () => {
  it('refuse a username from an address after five, even for the right password, while others still sign in', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await staffLogin('wrong-password')).status).toBe(401);
    }
    const locked = await staffLogin();
    expect(locked.status).toBe(429);
    expect(await locked.text()).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect((await ownerLogin()).status).toBe(200);
  });

  // A sign-in arriving over a socket from `peer`, with an X-Forwarded-For header and a device
  // cookie if given.
  const loginFrom = (
    target: TestApp,
    peer: string,
    forwardedFor: string | undefined,
    username: string,
    password: string,
    device?: string,
  ) =>
    target.core.app.request(
      '/api/login',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
          ...(device ? { Cookie: `cubby_device=${device}` } : {}),
        },
        body: JSON.stringify({ username, password }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  // Twenty wrong guesses, each at a new username so that only the address limit applies.
  async function exhaustAddress(target: TestApp, peer: string, forwardedFor?: string) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const guess = await loginFrom(target, peer, forwardedFor, `guess-${attempt}`, 'wrong');
      expect(guess.status).toBe(401);
    }
  }

  it('do not lock the account: the right password still signs in from an address that has not failed', async () => {
    const staff = TEST_PASSWORDS.staff;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', 'wrong')).status).toBe(401);
    }
    expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', staff)).status).toBe(429);
    expect((await loginFrom(app, '198.51.100.2', undefined, 'staff', staff)).status).toBe(200);
  });

  it('slow a username failed from many addresses, and still let its owner in', async () => {
    for (let bot = 0; bot < 10; bot++) {
      const guess = await loginFrom(app, `203.0.113.${bot + 1}`, undefined, 'staff', 'wrong');
      expect(guess.status).toBe(401);
    }
    const started = performance.now();
    const owner = await loginFrom(app, '198.51.100.2', undefined, 'staff', TEST_PASSWORDS.staff);
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('are counted per address across usernames', async () => {
    await exhaustAddress(app, '203.0.113.7');
    const staff = TEST_PASSWORDS.staff;
    expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', staff)).status).toBe(429);
    expect((await loginFrom(app, '198.51.100.2', undefined, 'staff', staff)).status).toBe(200);
  });

  it('are counted per socket address whatever X-Forwarded-For says, unless TRUST_PROXY is set', async () => {
    await exhaustAddress(app, '203.0.113.7', '192.0.2.1');
    const staff = TEST_PASSWORDS.staff;
    expect((await loginFrom(app, '203.0.113.7', '192.0.2.99', 'staff', staff)).status).toBe(429);
  });

  it('give a staff browser a device id, httpOnly and Strict, and keep the one it has', async () => {
    const first = await loginFrom(app, '198.51.100.2', undefined, 'staff', TEST_PASSWORDS.staff);
    const device = cookieFrom(first, 'cubby_device');
    expect(device?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api']),
    );
    const again = await loginFrom(
      app,
      '198.51.100.2',
      undefined,
      'staff',
      TEST_PASSWORDS.staff,
      device?.value,
    );
    expect(cookieFrom(again, 'cubby_device')?.value).toBe(device?.value);
    expect((await ownerLogin()).headers.getSetCookie().join()).toContain('cubby_device=');
  });

  it('from an address do not lock out a device staff signed in on behind it', async () => {
    const tablet = await loginFrom(app, '203.0.113.7', undefined, 'staff', TEST_PASSWORDS.staff);
    const device = cookieFrom(tablet, 'cubby_device')?.value;
    await exhaustAddress(app, '203.0.113.7');
    const staff = TEST_PASSWORDS.staff;
    expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', staff)).status).toBe(429);
    // A made-up device id is no known device: the address rule still applies to it.
    const madeUp = await loginFrom(app, '203.0.113.7', undefined, 'staff', staff, 'made-up');
    expect(madeUp.status).toBe(429);
    expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', staff, device)).status).toBe(
      200,
    );
  });

  it('from the centre’s own networks are not counted per address, but still per username', async () => {
    const saved = await app.request('PUT', '/api/settings', {
      token: app.tokens.owner,
      body: { centreNetworks: ['203.0.113.0/24'] },
    });
    expect(saved.status).toBe(200);
    await exhaustAddress(app, '203.0.113.7');
    const staff = TEST_PASSWORDS.staff;
    expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', staff)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', 'wrong')).status).toBe(401);
    }
    expect((await loginFrom(app, '203.0.113.7', undefined, 'staff', staff)).status).toBe(429);
    // Another address is no centre network.
    await exhaustAddress(app, '198.51.100.2');
    expect((await loginFrom(app, '198.51.100.2', undefined, 'nobody', 'x')).status).toBe(429);
  });

  it('are counted per forwarded client behind TRUST_PROXY proxies, which a client cannot forge', async () => {
    const proxied = await createTestApp({ config: { trustedProxies: 1 } });
    try {
      const proxy = '10.0.0.2';
      await exhaustAddress(proxied, proxy, '203.0.113.7');
      const staff = TEST_PASSWORDS.staff;
      // The same client, even with an address of its choosing written in front of its own.
      const forged = await loginFrom(proxied, proxy, '198.51.100.2, 203.0.113.7', 'staff', staff);
      expect(forged.status).toBe(429);
      // Another family on the same proxy signs in.
      expect((await loginFrom(proxied, proxy, '198.51.100.2', 'staff', staff)).status).toBe(200);
    } finally {
      proxied.close();
    }
  });
});
