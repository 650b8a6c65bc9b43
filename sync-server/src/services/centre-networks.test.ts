import { describe, expect, it } from 'vitest';
import { onCentreNetwork } from './centre-networks.ts';

describe('onCentreNetwork', () => {
  const networks = ['192.168.1.0/24', '203.0.113.7', '2001:db8:5::/48'];

  it('matches addresses inside a listed network or equal to a listed address', () => {
    expect(onCentreNetwork(networks, '192.168.1.40')).toBe(true);
    expect(onCentreNetwork(networks, '203.0.113.7')).toBe(true);
    expect(onCentreNetwork(networks, '2001:db8:5:9::1')).toBe(true);
  });

  it('matches an IPv4 address a dual-stack socket reports as IPv6', () => {
    expect(onCentreNetwork(networks, '::ffff:192.168.1.40')).toBe(true);
  });

  it('matches nothing else, nor what is not an address', () => {
    expect(onCentreNetwork(networks, '192.168.2.1')).toBe(false);
    expect(onCentreNetwork(networks, '203.0.113.8')).toBe(false);
    expect(onCentreNetwork(networks, '2001:db8:6::1')).toBe(false);
    expect(onCentreNetwork(networks, 'unknown')).toBe(false);
    expect(onCentreNetwork([], '192.168.1.40')).toBe(false);
  });
});
