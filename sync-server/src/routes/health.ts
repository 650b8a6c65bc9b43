/**
 * @module
 * GET /api/health: whether the process is up and its database answers, for load balancers and
 * the Docker health check, with the facility's time zone every browser takes its dates in. The
 * process's own figures (documents loaded, cached reads, the replica's address and lag) tell an
 * outsider where the backups live and how busy the centre is, so only an owner session gets
 * them, on the same route (decision 068).
 */
import { can } from '@cubby/shared/access';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { standingOf } from '../auth/standing.ts';
import type { Db } from '../db/client.ts';
import { requestCredentials } from '../http/request-credentials.ts';
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
  const { db } = deps;
  return new Hono().get('/health', (c) => {
    db.get(sql`select 1`);
    const up = { status: 'ok', timeZone: deps.timeZone } as const;
    // Anyone else, a staff session included, learns only that the server is up.
    const owner = requestCredentials(db, c).some(
      ({ principal }) =>
        can(principal, 'server-health:read') && standingOf(db, principal) === 'active',
    );
    if (!owner) return c.json(up);
    return c.json({
      ...up,
      documentsLoaded: deps.documentsLoaded(),
      responseCache: deps.responseCache(),
      replication: deps.replication(),
    });
  });
}
