/**
 * @module
 * Whether an address is on one of the centre's own networks, as the owner lists them in
 * Settings (decision 068): the sign-in throttle does not count failures per address there, so a
 * guesser on the centre's guest Wi-Fi cannot lock out the tablets behind the same address.
 */
import { BlockList, isIP } from 'node:net';

/**
 * Whether `address` (as the socket or a trusted proxy gave it) lies in any of `networks`
 * (addresses or CIDR networks, validated by the settings schema). An IPv4 address a dual-stack
 * socket reports as IPv6 (::ffff:192.0.2.1) matches its IPv4 network.
 */
export function onCentreNetwork(networks: readonly string[], address: string): boolean {
  const family = isIP(address);
  if (family === 0 || networks.length === 0) return false;
  const list = new BlockList();
  for (const network of networks) {
    const [base = '', bits] = network.split('/');
    const type = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    const prefix = bits === undefined ? (type === 'ipv6' ? 128 : 32) : Number(bits);
    if (isIP(base) === 0 || !Number.isInteger(prefix)) continue;
    list.addSubnet(base, prefix, type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
