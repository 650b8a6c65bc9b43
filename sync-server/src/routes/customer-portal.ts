/**
 * @module
 * (placeholder: being written)
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { RouteDeps } from '../http/route-deps.ts';

/** Routes of this area, mounted under /api. */
export function customerPortalRoutes(_deps: RouteDeps) {
  return new Hono<AppEnv>();
}
