/**
 * @module
 * GET /api/audit (owner only): the audit log, newest first, filtered by child, person and the
 * facility dates of the changes, a page at a time (DESIGN section 7).
 */
import { auditQuerySchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { listAudit } from '../services/audit.ts';

/** Audit routes, mounted under /api. */
export function auditRoutes({ db, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/audit', authorize(db, 'audit:read'), (c) =>
    c.json(listAudit(db, clock, readQuery(c, auditQuerySchema))),
  );
}
