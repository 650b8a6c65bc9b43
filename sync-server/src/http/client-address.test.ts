import { describe, expect, it } from 'vitest';
import { resolveClientAddress } from './client-address.ts';

const PROXY = '10.0.0.2';

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(resolveClientAddress('198.51.100.4', '203.0.113.7', 0)).toBe('198.51.100.4');
    expect(resolveClientAddress(undefined, '203.0.113.7', 0)).toBe('unknown');
  });

  it('takes the hop the nearest trusted proxy saw, not what the client wrote before it', () => {
    expect(resolveClientAddress(PROXY, '203.0.113.7', 1)).toBe('203.0.113.7');
    // A client that sends its own X-Forwarded-For only adds hops on the left.
    expect(resolveClientAddress(PROXY, '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('skips as many hops as there are trusted proxies', () => {
    // CDN edge 192.0.2.9 saw the client; the local proxy saw the edge.
    expect(resolveClientAddress(PROXY, '1.2.3.4, 203.0.113.7, 192.0.2.9', 2)).toBe('203.0.113.7');
  });

  it('uses the farthest hop when there are fewer hops than proxies', () => {
    expect(resolveClientAddress(PROXY, '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(resolveClientAddress(PROXY, undefined, 1)).toBe(PROXY);
  });

  it('drops a port after the address and refuses a hop that is no address', () => {
    expect(resolveClientAddress(PROXY, '203.0.113.7:4711', 1)).toBe('203.0.113.7');
    expect(resolveClientAddress(PROXY, '[2001:db8::1]:4711', 1)).toBe('2001:db8::1');
    expect(resolveClientAddress(PROXY, '2001:db8::1', 1)).toBe('2001:db8::1');
    expect(resolveClientAddress(PROXY, 'unknown', 1)).toBe(PROXY);
  });
});
