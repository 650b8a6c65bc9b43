/**
 * @module
 * The address a request came from. By default the socket's peer: X-Forwarded-For is written by
 * whoever sends the request, so it proves nothing. Behind reverse proxies (TRUST_PROXY = how many
 * of them), the peer is the nearest proxy and each proxy appended the address it saw to
 * X-Forwarded-For; the client is the rightmost hop no trusted proxy could have written, and
 * anything left of it may be forged. The same holds for X-Forwarded-Proto, which says whether the
 * browser's side of the connection was HTTPS.
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What stands for the address when there is none (in-process tests have no socket). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The client's address for a request, trusting `trustedProxies` hops in front of the server. */
export function clientAddress(c: Context, trustedProxies: number): string {
  return resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies);
}

/**
 * The rightmost untrusted hop of `forwardedFor` plus the socket peer, with the last
 * `trustedProxies` hops trusted. With fewer hops than proxies (a request that reached a proxy
 * from inside, or no header at all) the farthest hop stands for the client. A hop that is not an
 * address means the proxies are not what TRUST_PROXY says: the peer is used instead.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const socket = peer ?? UNKNOWN_ADDRESS;
  if (trustedProxies === 0 || !forwardedFor) return socket;
  const hops = [...forwardedFor.split(','), socket].map((hop) => hop.trim());
  const hop = hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? socket;
  return bareAddress(hop) ?? socket;
}

// Some proxies write a port after the address: 203.0.113.7:4711 or [2001:db8::1]:4711.
function bareAddress(hop: string): string | null {
  if (isIP(hop)) return hop;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop)?.[1];
  if (bracketed && isIP(bracketed) === 6) return bracketed;
  const withPort = /^([\d.]+):\d+$/.exec(hop)?.[1];
  return withPort && isIP(withPort) === 4 ? withPort : null;
}

/** Whether the browser reached the server over HTTPS, trusting `trustedProxies` hops. */
export function cameOverHttps(c: Context, trustedProxies: number): boolean {
  return (
    resolveClientProtocol(
      new URL(c.req.url).protocol,
      c.req.header('x-forwarded-proto'),
      trustedProxies,
    ) === 'https'
  );
}

/**
 * The protocol the client used: the socket's unless proxies are trusted, else the value the
 * farthest trusted proxy wrote (each proxy that appends adds its own on the right).
 */
export function resolveClientProtocol(
  socketProtocol: string,
  forwardedProto: string | undefined,
  trustedProxies: number,
): 'http' | 'https' {
  const own = socketProtocol.replace(/:$/, '') === 'https' ? 'https' : 'http';
  if (trustedProxies === 0 || !forwardedProto) return own;
  const hops = forwardedProto.split(',').map((hop) => hop.trim().toLowerCase());
  const hop = hops[Math.max(0, hops.length - trustedProxies)];
  return hop === 'https' ? 'https' : hop === 'http' ? 'http' : own;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
