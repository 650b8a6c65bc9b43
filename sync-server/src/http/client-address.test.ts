import { describe, expect, it } from 'vitest';
import { resolveClientAddress, resolveClientProtocol } from './client-address.ts';

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

describe('resolveClientProtocol', () => {
  it('ignores X-Forwarded-Proto unless proxies are trusted', () => {
    expect(resolveClientProtocol('http:', 'https', 0)).toBe('http');
    expect(resolveClientProtocol('https:', undefined, 0)).toBe('https');
  });

  it('takes what the farthest trusted proxy saw', () => {
    expect(resolveClientProtocol('http:', 'https', 1)).toBe('https');
    // The edge terminated TLS, the local proxy then spoke plain HTTP to the next hop.
    expect(resolveClientProtocol('http:', 'https, http', 2)).toBe('https');
    // A client's own header in front of the proxy's value changes nothing.
    expect(resolveClientProtocol('http:', 'https, http', 1)).toBe('http');
  });

  it('keeps the socket protocol when the header says something else', () => {
    expect(resolveClientProtocol('http:', 'gopher', 1)).toBe('http');
    expect(resolveClientProtocol('http:', 'HTTPS', 1)).toBe('https');
  });
});
