/**
 * @module
 * GET /api/health: whether the process is up and its database answers, for load balancers and
 * the Docker health check.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { ResponseCacheStats } from '../http/response-cache.ts';
import type { ReplicationStatus } from '../replication/replica-lag.ts';

/** What the health answer reports besides the database answering. */
export interface HealthDeps {
  db: Db;
  documentsLoaded: () => number;
  /** The cached reads' hits, misses and memory, for monitoring (docs/operations.md). */
  responseCache: () => ResponseCacheStats;
  /** The facility's time zone, which browsers take every date in (DESIGN section 7). */
  timeZone: string;
  /** The replica's lag as last checked (decision 042); null when nothing is replicated. */
  replication: () => ReplicationStatus | null;
}

/** Health routes, mounted under /api. */
export function healthRoutes(deps: HealthDeps) {
  return new Hono().get('/health', (c) => {
    deps.db.get(sql`select 1`);
    return c.json({
      status: 'ok',
      timeZone: deps.timeZone,
      documentsLoaded: deps.documentsLoaded(),
      responseCache: deps.responseCache(),
      replication: deps.replication(),
    });
  });
}
