/**
 * @module
 * GET /api/health: whether the process is up and its database answers, for load balancers and
 * the Docker health check.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';

/** Health routes, mounted under /api. */
export function healthRoutes(deps: { db: Db; documentsLoaded: () => number }) {
  return new Hono().get('/health', (c) => {
    deps.db.get(sql`select 1`);
    return c.json({ status: 'ok', documentsLoaded: deps.documentsLoaded() });
  });
}
