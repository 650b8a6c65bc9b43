/**
 * @module
 * Failed sign-ins counted in memory (one process), so a guesser gets a handful of tries per
 * window (DESIGN section 5: login attempts are bounded) while nobody can lock someone else out
 * (decisions 016 and 068). An attempt comes from an origin: a device the centre signed in on
 * (counted by its own id) or else a network address.
 * - per username and origin together: five failures refuse that pair (429) for the window;
 * - per origin, across usernames: twenty failures refuse that origin (credential stuffing),
 *   except an address on the owner's list of the centre's networks, which this rule skips;
 * - per username, from any origins: from the tenth failure on, every attempt on that name
 *   waits before its password is checked, 0.5 s doubling to at most 4 s. A name under attack
 *   from many addresses is slowed, never refused, so its owner still signs in from elsewhere.
 * An attempt counts as a failure from the moment it starts, before the slow password check, so
 * a burst of parallel guesses cannot slip past the limit; a success takes its counts back and
 * clears the pair's failures.
 */

/** A limit of failures within a window. */
export interface ThrottleLimit {
  maxFailures: number;
  windowMs: number;
}

/** When a username's failures from any addresses start slowing every attempt on it. */
export interface SlowdownLimit {
  /** Failures on the name within the window before attempts wait. */
  slowAfter: number;
  windowMs: number;
  /** The wait at `slowAfter` failures; it doubles with each further failure... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
}

/** How a throttle counts; every field has a default. */
export interface LoginThrottleOptions {
  perPair?: ThrottleLimit;
  perOrigin?: ThrottleLimit;
  perUsername?: SlowdownLimit;
  /** The clock, injectable for tests. */
  now?: () => number;
  /** Keys kept per counter before old ones are dropped, so a flood of names cannot eat memory. */
  maxTrackedKeys?: number;
}

/**
 * The verdict on starting a sign-in: go ahead after `delayMs` (and report a success), or
 * refused for `retryAfterMs`.
 */
export type LoginAttempt =
  | { allowed: true; delayMs: number; succeed(): void }
  | { allowed: false; retryAfterMs: number };

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Five wrong passwords refuse one username from one origin for a while; an origin may fail
 * twenty times across names; a name failed ten times from anywhere slows down.
 */
export const DEFAULT_LOGIN_LIMITS = {
  perPair: { maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  perOrigin: { maxFailures: 20, windowMs: FIFTEEN_MINUTES },
  perUsername: { slowAfter: 10, windowMs: FIFTEEN_MINUTES, firstDelayMs: 500, maxDelayMs: 4000 },
} as const satisfies LoginThrottleOptions;

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

  count(key: string, now: number): number {
    return this.#live(key, now)?.count ?? 0;
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

/** Counts failed sign-ins and says when to refuse or slow one. */
export class LoginThrottle {
  readonly #pairs: FailureCounter;
  readonly #origins: FailureCounter;
  readonly #usernames: FailureCounter;
  readonly #slowdown: SlowdownLimit;
  readonly #now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    const maxKeys = options.maxTrackedKeys ?? DEFAULT_MAX_TRACKED_KEYS;
    this.#pairs = new FailureCounter(options.perPair ?? DEFAULT_LOGIN_LIMITS.perPair, maxKeys);
    this.#origins = new FailureCounter(
      options.perOrigin ?? DEFAULT_LOGIN_LIMITS.perOrigin,
      maxKeys,
    );
    this.#slowdown = options.perUsername ?? DEFAULT_LOGIN_LIMITS.perUsername;
    // Counts only; a name is never refused, so its limit is never reached.
    this.#usernames = new FailureCounter(
      { maxFailures: Number.POSITIVE_INFINITY, windowMs: this.#slowdown.windowMs },
      maxKeys,
    );
    this.#now = options.now ?? Date.now;
  }

  /**
   * Starts a sign-in for `username` (already prefixed by account kind) from `origin` (a known
   * device's key or an address key). `centreNetwork`: the origin is an address on the centre's
   * own networks, which the per-origin rule skips.
   */
  begin(username: string, origin: string, { centreNetwork = false } = {}): LoginAttempt {
    const now = this.#now();
    // A newline cannot occur in an origin key, so no two pairs share a key.
    const pair = `${origin}\n${username}`;
    const retryAfterMs = Math.max(
      this.#pairs.blockedForMs(pair, now),
      centreNetwork ? 0 : this.#origins.blockedForMs(origin, now),
    );
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const delayMs = this.#delayFor(this.#usernames.count(username, now));
    this.#pairs.add(pair, now);
    const originWindow = centreNetwork ? null : this.#origins.add(origin, now);
    const usernameWindow = this.#usernames.add(username, now);
    return {
      allowed: true,
      delayMs,
      succeed: () => {
        this.#pairs.forget(pair);
        if (originWindow) this.#origins.takeBack(origin, originWindow);
        // Only this attempt is taken back: an attacker's failures keep slowing the name.
        this.#usernames.takeBack(username, usernameWindow);
      },
    };
  }

  #delayFor(failures: number): number {
    const { slowAfter, firstDelayMs, maxDelayMs } = this.#slowdown;
    if (failures < slowAfter) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - slowAfter, 30));
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/**
 * The one throttle of an app, keyed by something the app holds once (its database handle), so
 * staff, owner and parent sign-ins share the per-origin count while each app in a test
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
