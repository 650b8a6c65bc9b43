import { describe, expect, it } from 'vitest';
import { addressKey, type LoginAttempt, LoginThrottle } from './login-throttle.ts';

const MINUTE = 60_000;

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const allowed = (attempt: LoginAttempt) => attempt.allowed;

describe('LoginThrottle', () => {
  it('refuses a username from the address that failed five times, until the window passes', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let i = 0; i < 5; i++) expect(allowed(throttle.begin('staff:ada', 'a'))).toBe(true);

    time.advance(5 * MINUTE);
    const refused = throttle.begin('staff:ada', 'a');
    expect(refused).toEqual({ allowed: false, retryAfterMs: 10 * MINUTE });
    expect(allowed(throttle.begin('owner:ada', 'a'))).toBe(true);

    time.advance(10 * MINUTE);
    expect(allowed(throttle.begin('staff:ada', 'a'))).toBe(true);
  });

  it('lets the right password through from an address that has not failed (no lock-out)', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 5; i++) throttle.begin('customer:ada', 'attacker');
    expect(allowed(throttle.begin('customer:ada', 'attacker'))).toBe(false);

    const owner = throttle.begin('customer:ada', 'home');
    expect(owner).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('slows a username failed from many addresses, doubling to a cap, but never refuses it', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    const delays: number[] = [];
    for (let i = 0; i < 16; i++) {
      const attempt = throttle.begin('staff:ada', `bot-${i}`);
      if (!attempt.allowed) throw new Error('a fresh address was refused');
      delays.push(attempt.delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
    // The name's owner, at home, waits the capped delay and gets in.
    expect(throttle.begin('staff:ada', 'home')).toMatchObject({ allowed: true, delayMs: 4000 });
    // Other names are not slowed.
    expect(throttle.begin('staff:bob', 'bot-0')).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('clears the pair on success, and does not count the success against the address or name', () => {
    const throttle = new LoginThrottle({
      perOrigin: { maxFailures: 5, windowMs: 15 * MINUTE },
      now: clock().now,
    });
    for (let i = 0; i < 4; i++) throttle.begin('staff:ada', 'a');
    const success = throttle.begin('staff:ada', 'a');
    if (!success.allowed) throw new Error('expected the fifth attempt to be allowed');
    success.succeed();

    // The pair starts over; the address holds its four failures, so one more is allowed.
    expect(allowed(throttle.begin('staff:ada', 'a'))).toBe(true);
    expect(allowed(throttle.begin('staff:ada', 'a'))).toBe(false);
  });

  it('refuses an address after its limit, whatever the username', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 20; i++) expect(allowed(throttle.begin(`staff:u${i}`, 'a'))).toBe(true);
    expect(allowed(throttle.begin('staff:someone-new', 'a'))).toBe(false);
    expect(allowed(throttle.begin('staff:someone-new', 'b'))).toBe(true);
  });

  it('skips the per-origin rule for the centre’s networks, and keeps the pair rule there', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    const centre = { centreNetwork: true };
    for (let i = 0; i < 25; i++) {
      expect(allowed(throttle.begin(`staff:u${i}`, 'centre', centre))).toBe(true);
    }
    expect(allowed(throttle.begin('staff:frontdesk', 'centre', centre))).toBe(true);
    for (let i = 0; i < 4; i++) throttle.begin('staff:ada', 'centre', centre);
    expect(allowed(throttle.begin('staff:ada', 'centre', centre))).toBe(true);
    expect(allowed(throttle.begin('staff:ada', 'centre', centre))).toBe(false);
  });

  it('counts a known device apart from the address it shares', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 20; i++) throttle.begin(`staff:u${i}`, '198.51.100.7');
    expect(allowed(throttle.begin('staff:frontdesk', '198.51.100.7'))).toBe(false);
    expect(allowed(throttle.begin('staff:frontdesk', 'device:tablet-1'))).toBe(true);
  });

  it('counts an attempt before its outcome, so parallel guesses cannot pass the limit', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    const inFlight = Array.from({ length: 8 }, () => throttle.begin('customer:ada', 'a'));
    expect(inFlight.filter(allowed)).toHaveLength(5);
  });

  it('keeps no more keys than its bound', () => {
    const throttle = new LoginThrottle({
      now: clock().now,
      maxTrackedKeys: 3,
      perPair: { maxFailures: 1, windowMs: MINUTE },
      perOrigin: { maxFailures: 100, windowMs: MINUTE },
    });
    for (const name of ['a', 'b', 'c', 'd']) throttle.begin(name, 'x');
    // 'a' was the oldest and has been dropped; 'd' is still refused.
    expect(allowed(throttle.begin('a', 'x'))).toBe(true);
    expect(allowed(throttle.begin('d', 'x'))).toBe(false);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses and IPv4-mapped ones as they are', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
  });

  it('keys IPv6 addresses by their /64', () => {
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
