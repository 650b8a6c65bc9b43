/**
 * @module
 * Failed sign-ins counted per username and per client address, in memory (one process), so a
 * guesser gets a handful of tries per window (DESIGN section 5: login attempts are bounded).
 * An attempt counts as a failure from the moment it starts, before the slow password check, so
 * a burst of parallel guesses cannot slip past the limit; a success takes its count back and
 * clears the username's failures.
 */
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import { fail } from '../http/errors.ts';

/** A limit of failures within a window. */
export interface ThrottleLimit {
  maxFailures: number;
  windowMs: number;
}

/** How a throttle counts; every field has a default. */
export interface LoginThrottleOptions {
  perUsername?: ThrottleLimit;
  perAddress?: ThrottleLimit;
  /** The clock, injectable for tests. */
  now?: () => number;
  /** Keys kept per counter before old ones are dropped, so a flood of names cannot eat memory. */
  maxTrackedKeys?: number;
}

/** The verdict on starting a sign-in: go ahead (and report a success), or wait. */
export type LoginAttempt =
  | { allowed: true; succeed(): void }
  | { allowed: false; retryAfterMs: number };

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Five wrong passwords lock one username for a while; an address may try twenty names. */
export const DEFAULT_LOGIN_LIMITS = {
  perUsername: { maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { maxFailures: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleLimit>;

const DEFAULT_MAX_TRACKED_KEYS = 10_000;

interface Window {
  count: number;
  since: number;
}

// Failures per key in a fixed window that opens at the first failure.
class FailureCounter {
  readonly #windows = new Map<string, Window>();
  readonly #limit: ThrottleLimit;
  readonly #maxKeys: number;

  constructor(limit: ThrottleLimit, maxKeys: number) {
    this.#limit = limit;
    this.#maxKeys = maxKeys;
  }

  blockedForMs(key: string, now: number): number {
    const window = this.#live(key, now);
    if (!window || window.count < this.#limit.maxFailures) return 0;
    return window.since + this.#limit.windowMs - now;
  }

  add(key: string, now: number): Window {
    const live = this.#live(key, now);
    if (live) {
      live.count += 1;
      return live;
    }
    const window = { count: 1, since: now };
    this.#windows.set(key, window);
    this.#bound(now);
    return window;
  }

  takeBack(key: string, window: Window): void {
    if (this.#windows.get(key) === window && window.count > 0) window.count -= 1;
  }

  forget(key: string): void {
    this.#windows.delete(key);
  }

  #live(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    if (window && now - window.since >= this.#limit.windowMs) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  // Drop expired windows first; if a flood still exceeds the bound, drop the oldest. That frees
  // an old key to try again early: the price of a memory bound, paid only under a flood.
  #bound(now: number): void {
    if (this.#windows.size <= this.#maxKeys) return;
    for (const [key, window] of this.#windows) {
      if (now - window.since >= this.#limit.windowMs) this.#windows.delete(key);
    }
    for (const key of this.#windows.keys()) {
      if (this.#windows.size <= this.#maxKeys) break;
      this.#windows.delete(key);
    }
  }
}

/** Counts failed sign-ins per username and per address and says when to refuse one. */
export class LoginThrottle {
  readonly #usernames: FailureCounter;
  readonly #addresses: FailureCounter;
  readonly #now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    const maxKeys = options.maxTrackedKeys ?? DEFAULT_MAX_TRACKED_KEYS;
    this.#usernames = new FailureCounter(
      options.perUsername ?? DEFAULT_LOGIN_LIMITS.perUsername,
      maxKeys,
    );
    this.#addresses = new FailureCounter(
      options.perAddress ?? DEFAULT_LOGIN_LIMITS.perAddress,
      maxKeys,
    );
    this.#now = options.now ?? Date.now;
  }

  /** Starts a sign-in for `username` (already prefixed by account kind) from `address`. */
  begin(username: string, address: string): LoginAttempt {
    const now = this.#now();
    const retryAfterMs = Math.max(
      this.#usernames.blockedForMs(username, now),
      this.#addresses.blockedForMs(address, now),
    );
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    this.#usernames.add(username, now);
    const addressWindow = this.#addresses.add(address, now);
    return {
      allowed: true,
      succeed: () => {
        this.#usernames.forget(username);
        this.#addresses.takeBack(address, addressWindow);
      },
    };
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/**
 * The one throttle of an app, keyed by something the app holds once (its database handle), so
 * staff, owner and parent sign-ins share the per-address count while each app in a test
 * process starts clean.
 */
export function loginThrottleFor(app: object): LoginThrottle {
  let throttle = throttles.get(app);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(app, throttle);
  }
  return throttle;
}

/**
 * How the throttle keys an address: IPv4 as is, IPv6 by its /64, since one household or
 * attacker holds a whole /64.
 */
export function addressKey(address: string): string {
  if (!address.includes(':') || address.includes('.')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Admits a sign-in or answers 429 with Retry-After. The address is the client's, behind
 * `trustedProxies` reverse proxies (TRUST_PROXY). Returns what to call once the password is
 * right; a caller that never calls it has counted a failure.
 */
export function admitLogin(
  c: Context,
  throttle: LoginThrottle,
  username: string,
  trustedProxies: number,
): () => void {
  const attempt = throttle.begin(username, addressKey(clientAddress(c, trustedProxies)));
  if (attempt.allowed) return attempt.succeed;
  const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
  c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
  return fail(
    429,
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
