/**
 * @module
 * Whether a request comes from the app's own origin. Browsers attach the session cookies to
 * requests that another page starts, and SameSite=Lax does not stop a page on another port of
 * the same host (same site), so REST writes and the sync endpoint's upgrades both ask this.
 *
 * The rule, as Go's `http.CrossOriginProtection` has it: a browser that sends Sec-Fetch-Site
 * says where the request came from, and only `same-origin` (or `none`: the user typed it) is
 * ours. An older browser sends only Origin, whose host must be the host the request was sent
 * to. A request with neither header is no browser's (curl, the y-websocket client in Node, an
 * outside test with a bearer token): no cookie rode along with it unasked.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'hono';

/** The headers the rule reads. */
export interface OriginHeaders {
  origin?: string | undefined;
  secFetchSite?: string | undefined;
  host?: string | undefined;
  forwardedHost?: string | undefined;
}

/**
 * The rule itself. Behind `trustedProxies` proxies the browser's host may arrive in
 * X-Forwarded-Host (a proxy that rewrites Host); without trusted proxies that header is
 * whatever the sender wrote, so it is ignored.
 */
export function isSameOriginHeaders(headers: OriginHeaders, trustedProxies = 0): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== '') return site === 'same-origin' || site === 'none';
  if (headers.origin === undefined) return true;
  let originHost: string;
  try {
    // An opaque origin ('null': a sandboxed frame, a data: URL) is never ours.
    originHost = new URL(headers.origin).host;
  } catch {
    return false;
  }
  if (originHost === '') return false;
  const hosts = [headers.host, forwardedHost(headers.forwardedHost, trustedProxies)];
  return hosts.some((host) => host !== undefined && host.toLowerCase() === originHost);
}

/** The same rule for a Node request (the sync endpoint's upgrades). */
export function isSameOrigin(
  request: { headers: IncomingHttpHeaders },
  trustedProxies = 0,
): boolean {
  const { headers } = request;
  return isSameOriginHeaders(
    {
      origin: headers.origin,
      secFetchSite: single(headers['sec-fetch-site']),
      host: headers.host,
      forwardedHost: single(headers['x-forwarded-host']),
    },
    trustedProxies,
  );
}

/** The same rule for a Hono request. */
export function isSameOriginRequest(c: Context, trustedProxies: number): boolean {
  return isSameOriginHeaders(
    {
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      // In-process requests (tests) carry no Host header: the URL's host stands for it.
      host: c.req.header('host') ?? new URL(c.req.url).host,
      forwardedHost: c.req.header('x-forwarded-host'),
    },
    trustedProxies,
  );
}

// Each proxy that appends adds its own hop on the right, as with X-Forwarded-Proto.
function forwardedHost(header: string | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies === 0 || !header) return undefined;
  const hops = header.split(',').map((hop) => hop.trim());
  return hops[Math.max(0, hops.length - trustedProxies)] || undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
