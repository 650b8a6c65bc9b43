/**
 * @module
 * One `http.request` line per request: method, path, status, duration and, once a route has
 * authorized the caller, the role. The path is logged without its query string, and no header
 * or body is logged: tokens and passwords travel in exactly those.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/** Middleware that logs every request after its response is ready. */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info('http.request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      role: c.get('principal')?.role,
    });
  };
}
