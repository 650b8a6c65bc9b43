/**
 * @module
 * What a REST write must look like to be let in (decision 015). Another page can make a
 * signed-in browser send a form or a `text/plain` fetch with its cookies attached and no CORS
 * preflight; it cannot send `application/json` across origins without one, and its browser
 * says where it came from. So every write under /api:
 * - comes from the app's own origin, or from no browser at all (`isSameOriginRequest`): 403;
 * - sends its body as JSON: 415. A write with no body at all (logout, owner validation) names
 *   no type; the origin check is what guards it.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { isSameOriginRequest } from './same-origin.ts';

/** Methods that never write (RFC 9110 safe methods). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The 403 answer's text. */
export const CROSS_ORIGIN_MESSAGE = 'This request came from another site and was refused';
/** The 415 answer's text. */
export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

/** Refuses writes from other origins (403) and writes whose body is not JSON (415). */
export function guardWrites(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!isSameOriginRequest(c, trustedProxies)) return c.text(CROSS_ORIGIN_MESSAGE, 403);
    const type = c.req.header('content-type');
    if (type === undefined ? hasBody(c.req.raw.headers) : !isJson(type)) {
      return c.text(NOT_JSON_MESSAGE, 415);
    }
    return next();
  };
}

/** `application/json`, with any parameters (`; charset=utf-8`, as Stripe sends it). */
function isJson(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

// A body with no declared type (a Blob without one, sent by a page) is refused too.
function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}
