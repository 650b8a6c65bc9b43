/**
 * @module
 * The one gate every protected route passes: find, among the sessions the request presents, one
 * whose principal `can` take the route's action. 401 when no session is valid, 403 when none
 * may. A person still on a first password may do nothing but change it.
 */
import { type ApiAction, can } from '@cubby/shared/access';
import type { MiddlewareHandler } from 'hono';
import { standingOf } from '../auth/standing.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from './app-env.ts';
import { forbidden, unauthorized } from './errors.ts';
import { requestCredentials } from './request-credentials.ts';

/** Options of a protected route. */
export interface AuthorizeOptions {
  /** Lets a parent through before the forced password change (the change itself, logout). */
  beforePasswordChange?: boolean;
}

/** Middleware that admits only principals who may take `action`. */
export function authorize(
  db: Db,
  action: ApiAction,
  options: AuthorizeOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = requestCredentials(db, c);
    if (credentials.length === 0) return unauthorized();
    const credential = credentials.find(({ principal }) => can(principal, action));
    if (!credential) return forbidden();
    const { principal } = credential;
    const standing = standingOf(db, principal);
    if (standing === 'inactive') return unauthorized('This login is no longer active');
    if (standing === 'must-change-password' && !options.beforePasswordChange) {
      return forbidden('Please change your password first');
    }
    c.set('principal', principal);
    c.set('credential', credential);
    await next();
  };
}
