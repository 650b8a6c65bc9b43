/**
 * @module
 * Errors a handler throws to answer with a status. Bodies are plain text, so the spec's client
 * shows `{status}: {body}` as a readable sentence (spec section 8).
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Throws an HTTP error with a plain-text message. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/** 400: the request is malformed or breaks a rule. */
export const badRequest = (message: string): never => fail(400, message);
/** 401: no valid session. */
export const unauthorized = (message = 'Not signed in'): never => fail(401, message);
/** 403: signed in, but not allowed. */
export const forbidden = (message = 'You are not allowed to do this'): never => fail(403, message);
/** 404: no such record. */
export const notFound = (message: string): never => fail(404, message);
/** 409: the request conflicts with the current state. */
export const conflict = (message: string): never => fail(409, message);
