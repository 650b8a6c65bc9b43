/**
 * Replays the probe's claim of a new family's login where the shared first password is in use
 * (CUSTOMER_DEFAULT_PASSWORD set): usernames follow the child's name, so any parent signed in to
 * a newly enrolled family first, set their own password (locking the real parent out), set the
 * family's kiosk PIN and signed its child in and out. Now each new login gets a first password of
 * its own unless the owner chooses the shared one, and then the first password change also asks
 * for the login's welcome code, printed on its welcome sheet; until then the session can read
 * its own auth, without the family's details, and nothing else (decision 068).
 */

import { mondayOf } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRaw } from '../sync/support/clients.ts';
import {
  ACCOUNTS,
  type AccountsServer,
  call,
  signIn,
  startAccountsServer,
} from './support/accounts-server.ts';

interface Created {
  id: string;
  familyId: string;
  login: { username: string; password: string; welcomeCode?: string };
}

let target: AccountsServer;
let staff: string;
beforeAll(async () => {
  target = await startAccountsServer();
  staff = await signIn(target.url, 'staff');
});
afterAll(() => target.stop());

async function enrol(name: string): Promise<Created> {
  const response = await call(target.url, 'POST', '/api/customers', {
    token: staff,
    body: {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      phone: '555-0100',
      hourlyRate: '12.50',
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

const parentLogin = (username: string, password: string) =>
  call(target.url, 'POST', '/api/customer/login', { body: { username, password } });

describe('a new family’s first login', () => {
  it('cannot be signed in to with the shared first password the environment sets', async () => {
    const ada = await enrol('Ada Lovelace');
    expect(ada.login.password).not.toBe(ACCOUNTS.customerDefault);
    const stranger = await parentLogin('ada.lovelace', ACCOUNTS.customerDefault);
    expect(stranger.status).toBe(401);
    // The family's own sheet still signs in, as the spec's flow has it.
    expect((await parentLogin(ada.login.username, ada.login.password)).status).toBe(200);
  });

  it('cannot be taken over where the owner chose the shared one, nor used for anything else', async () => {
    const owner = await signIn(target.url, 'owner');
    const chosen = await call(target.url, 'PUT', '/api/settings', {
      token: owner,
      body: { parentFirstPassword: 'shared' },
    });
    expect(chosen.status).toBe(200);
    const grace = await enrol('Grace Hopper');
    expect(grace.login.password).toBe(ACCOUNTS.customerDefault);

    // The stranger guesses the username from the child's name and signs in.
    const signedIn = await parentLogin('grace.hopper', ACCOUNTS.customerDefault);
    expect(signedIn.status).toBe(200);
    const { token, ...answer } = (await signedIn.json()) as { token: string };
    expect(answer).toMatchObject({ requiresPasswordChange: true, requiresWelcomeCode: true });
    const told = JSON.stringify(
      await (await call(target.url, 'GET', '/api/customer/auth', { token })).json(),
    );
    expect(told).not.toContain('grace@example.com');
    expect(told).not.toContain('555-0100');

    // Setting their own password: without the welcome code, or with a guess, refused.
    for (const body of [
      { newPassword: 'taken-over-1' },
      { newPassword: 'taken-over-1', welcomeCode: 'aaaa-aaaa' },
    ]) {
      const refused = await call(target.url, 'POST', '/api/customer/change-password', {
        token,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }

    // Every other parent route refuses the first-password session.
    const monday = mondayOf(new Date().toISOString().slice(0, 10));
    for (const [method, path, body] of [
      ['PUT', '/api/customer/pin', { pin: '4829' }],
      ['GET', `/api/customer/confirmation/${monday}`],
      [
        'POST',
        '/api/customer/schedule/confirm-week',
        { weekStart: monday, status: 'confirmed', details: {} },
      ],
      ['POST', '/api/customer/schedule/undo-week', { weekStart: monday }],
      ['GET', '/api/customer/contacts'],
      ['PATCH', '/api/customer/contact', { phone: '555-0199' }],
      [
        'POST',
        '/api/customer/pickup-requests',
        { name: 'Mallory', relationship: 'Friend', phone: '555-0666' },
      ],
      ['GET', '/api/customer/notices'],
      ['GET', '/api/customer/account'],
      ['GET', '/api/customer/statements'],
      ['GET', '/api/customer/autopay'],
      ['POST', '/api/customer/payment-intent', {}],
    ] as const) {
      const response = await call(target.url, method, path, { token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    // And the family's document: closed before any data.
    const socket = openRaw(`${target.wsUrl}/${docNames.family(grace.id, monday)}?token=${token}`);
    const closed = await socket.closed;
    expect(closed.code).toBe(4403);
    expect(closed.messages).toEqual([]);

    // Nothing changed: the family signs in with its sheet and sets its own password.
    const family = await parentLogin('grace.hopper', ACCOUNTS.customerDefault);
    const familyToken = ((await family.json()) as { token: string }).token;
    const own = await call(target.url, 'POST', '/api/customer/change-password', {
      token: familyToken,
      body: { newPassword: 'grace-own-1', welcomeCode: grace.login.welcomeCode },
    });
    expect(own.status).toBe(200);
    expect((await parentLogin('grace.hopper', 'grace-own-1')).status).toBe(200);
    expect((await parentLogin('grace.hopper', 'taken-over-1')).status).toBe(401);
  });
});
