/**
 * Replays the probe's 20 failed sign-ins from one address, which then refused every sign-in from
 * it for 15 minutes: a guest on the centre's Wi-Fi could lock out the centre's tablets behind the
 * same address. Now a device staff signed in on before is counted by its own id, and an address
 * the owner lists among the centre's networks is not counted as a whole; the guesser is still
 * refused (decision 068). Everything here comes from 127.0.0.1, as devices behind one address do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  type AccountsServer,
  call,
  signIn,
  startAccountsServer,
} from './support/accounts-server.ts';

let target: AccountsServer;
beforeEach(async () => {
  target = await startAccountsServer();
});
afterEach(() => target.stop());

const staffSignIn = (
  cookie?: string,
  account: { username: string; password: string } = ACCOUNTS.staff,
) => call(target.url, 'POST', '/api/login', { body: account, ...(cookie ? { cookie } : {}) });

// The guesser: twenty wrong passwords, each at another username.
async function guessTwentyTimes(): Promise<void> {
  for (let guess = 0; guess < 20; guess++) {
    const wrong = await staffSignIn(undefined, { username: `guess-${guess}`, password: 'nope' });
    expect(wrong.status).toBe(401);
  }
}

describe('twenty failed sign-ins from one address', () => {
  it('do not lock out the front-desk tablet staff signed in on, and still refuse the guesser', async () => {
    const first = await staffSignIn();
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((line) => line.startsWith('cubby_device='))
      ?.split(';')[0];
    await guessTwentyTimes();

    const guesser = await staffSignIn(undefined, { username: 'someone', password: 'nope' });
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The right password without the tablet's id, or with one made up, is the guesser's too.
    expect((await staffSignIn()).status).toBe(429);
    expect((await staffSignIn('cubby_device=made-up')).status).toBe(429);

    const tablet = await staffSignIn(device);
    expect(tablet.status).toBe(200);
  });

  it('from an address on the centre’s own networks do not lock it out, and still refuse the guesser', async () => {
    const owner = await signIn(target.url, 'owner');
    const listed = await call(target.url, 'PUT', '/api/settings', {
      token: owner,
      body: { centreNetworks: ['127.0.0.0/8'] },
    });
    expect(listed.status).toBe(200);
    await guessTwentyTimes();
    // Five wrong passwords for one name from here still refuse that name from here.
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await call(target.url, 'POST', '/api/owner-login', {
        body: { username: ACCOUNTS.owner.username, password: `guess-${guess}` },
      });
      expect(wrong.status).toBe(401);
    }
    const guesser = await call(target.url, 'POST', '/api/owner-login', { body: ACCOUNTS.owner });
    expect(guesser.status).toBe(429);

    // A tablet with no device id yet, on the centre's network, signs in.
    expect((await staffSignIn()).status).toBe(200);
  });
});
