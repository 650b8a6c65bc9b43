/**
 * @module
 * A sign-in route's use of the login throttle (`services/login-throttle.ts`): the client's
 * address from the request, the wait a username under attack imposes, and the 429 answer with
 * Retry-After when the throttle refuses.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { addressKey, type LoginThrottle } from '../services/login-throttle.ts';
import { clientAddress } from './client-address.ts';
import { fail } from './errors.ts';

/**
 * Admits a sign-in, after the wait a username under attack imposes, or answers 429 with
 * Retry-After. The address is the client's, behind `trustedProxies` reverse proxies
 * (TRUST_PROXY). Resolves to what to call once the password is right; a caller that never calls
 * it has counted a failure.
 */
export async function admitLogin(
  c: Context,
  throttle: LoginThrottle,
  username: string,
  trustedProxies: number,
): Promise<() => void> {
  const attempt = throttle.begin(username, addressKey(clientAddress(c, trustedProxies)));
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
