/**
 * Replays the probe's 25 wrong current passwords on POST /api/change-password, all answered 400:
 * a session holder could guess the account's password without limit. Now the 6th wrong one and
 * every one after it, the right one included, answers 429 with Retry-After, the session stays
 * valid and the password unchanged; a parent's POST /api/customer/change-password likewise
 * (decision 068: 5 wrong per account in 15 minutes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  type AccountsServer,
  call,
  signIn,
  startAccountsServer,
} from './support/accounts-server.ts';

let target: AccountsServer;
beforeAll(async () => {
  target = await startAccountsServer();
});
afterAll(() => target.stop());

const statusesOf = async (attempts: Array<() => Promise<Response>>) => {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (const attempt of attempts) {
    const response = await attempt();
    statuses.push(response.status);
    retryAfter ??= response.headers.get('Retry-After');
  }
  return { statuses, retryAfter };
};

const TWENTY_FIVE = Array.from({ length: 25 }, (_, n) => `guess-${n}`);

describe('wrong current passwords', () => {
  it('of staff are refused with 429 after 5, and the session and password stay', async () => {
    const token = await signIn(target.url, 'staff');
    const change = (currentPassword: string) =>
      call(target.url, 'POST', '/api/change-password', {
        token,
        body: { currentPassword, newPassword: 'taken-over-1' },
      });
    const { statuses, retryAfter } = await statusesOf(
      TWENTY_FIVE.map((guess) => () => change(guess)),
    );
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(20).fill(429)]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Guessed right at last: still refused.
    expect((await change(ACCOUNTS.staff.password)).status).toBe(429);
    expect((await call(target.url, 'GET', '/api/user', { token })).status).toBe(200);
    const old = await call(target.url, 'POST', '/api/login', { body: ACCOUNTS.staff });
    expect(old.status).toBe(200);
  });

  it('of a parent are refused with 429 after 5, and the session and password stay', async () => {
    const staff = await signIn(target.url, 'staff');
    const created = await call(target.url, 'POST', '/api/customers', {
      token: staff,
      body: { name: 'Ada Lovelace', email: '', phone: '', hourlyRate: '12.50' },
    });
    const { login } = (await created.json()) as {
      login: { username: string; password: string; welcomeCode?: string };
    };
    const signedIn = await call(target.url, 'POST', '/api/customer/login', {
      body: { username: login.username, password: login.password },
    });
    const { token } = (await signedIn.json()) as { token: string };
    const own = 'ada-own-password-1';
    const first = await call(target.url, 'POST', '/api/customer/change-password', {
      token,
      body: { newPassword: own, ...(login.welcomeCode ? { welcomeCode: login.welcomeCode } : {}) },
    });
    expect(first.status).toBe(200);

    const change = (currentPassword: string) =>
      call(target.url, 'POST', '/api/customer/change-password', {
        token,
        body: { currentPassword, newPassword: 'taken-over-1' },
      });
    const { statuses } = await statusesOf(TWENTY_FIVE.map((guess) => () => change(guess)));
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(20).fill(429)]);
    expect((await change(own)).status).toBe(429);
    const auth = await call(target.url, 'GET', '/api/customer/auth', { token });
    expect(await auth.json()).toMatchObject({ isAuthenticated: true });
  });
});
