/**
 * @module
 * A sign-in route's use of the login throttle (`services/login-throttle.ts`): where the attempt
 * comes from, the wait a username under attack imposes, and the 429 answer with Retry-After when
 * the throttle refuses. An attempt comes from a device the centre signed in on when the request
 * carries its cookie (counted by the device's id), else from the client's address; an address on
 * the centre's own networks (Settings) is not counted as a whole (decision 068).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  DEVICE_COOKIE,
  DEVICE_LIFETIME_MS,
  isKnownDevice,
  rememberDevice,
} from '../auth/sign-in-devices.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { onCentreNetwork } from '../services/centre-networks.ts';
import { addressKey, type LoginThrottle } from '../services/login-throttle.ts';
import { centreNetworks } from '../services/settings.ts';
import { cameOverHttps, clientAddress } from './client-address.ts';
import { fail } from './errors.ts';
import type { AppConfig } from './route-deps.ts';

/** What a sign-in route admits with: the app's throttle, its database and configuration. */
export interface SignInGate {
  db: Db;
  config: AppConfig;
  throttle: LoginThrottle;
}

/**
 * Admits a sign-in, after the wait a username under attack imposes, or answers 429 with
 * Retry-After. Resolves to what to call once the password is right; a caller that never calls
 * it has counted a failure.
 */
export async function admitLogin(
  c: Context,
  gate: SignInGate,
  username: string,
): Promise<() => void> {
  const { db, throttle } = gate;
  const device = getCookie(c, DEVICE_COOKIE);
  const attempt =
    device && isKnownDevice(db, device)
      ? throttle.begin(username, `device:${hashToken(device)}`)
      : fromAddress(c, gate, username);
  if (attempt.allowed) {
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);
    return attempt.succeed;
  }
  const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
  c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
  return fail(
    429,
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

// The client's address, behind `trustedProxies` reverse proxies (TRUST_PROXY).
function fromAddress(c: Context, { db, config, throttle }: SignInGate, username: string) {
  const address = clientAddress(c, config.trustedProxies);
  const centreNetwork = onCentreNetwork(centreNetworks(db, config), address);
  return throttle.begin(username, addressKey(address), { centreNetwork });
}

/**
 * After a staff or owner sign-in: the browser keeps (or now gets) its device id, httpOnly and
 * SameSite=Strict, for as long as the device stays known. Parents' sign-ins get none
 * (`auth/sign-in-devices.ts` says why).
 */
export function rememberSignInDevice(c: Context, gate: Pick<SignInGate, 'db' | 'config'>): void {
  const token = rememberDevice(gate.db, getCookie(c, DEVICE_COOKIE));
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: cameOverHttps(c, gate.config.trustedProxies),
    path: '/api',
    maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
  });
}
