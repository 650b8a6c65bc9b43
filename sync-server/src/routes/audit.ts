/**
 * @module
 * GET /api/audit and GET /api/audit.csv (owner only): the audit log, newest first, filtered by
 * child, person, kind and the facility dates of the changes; JSON a page at a time, CSV whole
 * (DESIGN section 7).
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { dateAt, timeOfDayAt } from '@cubby/shared/facility-clock';
import { auditQuerySchema, MAX_AUDIT_PAGE } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { toCsv } from '../http/csv.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { listAudit } from '../services/audit.ts';

const CSV_HEADER = [
  'id',
  'date',
  'time',
  'at',
  'actor kind',
  'actor',
  'actor id',
  'device',
  'action',
  'child id',
  'about date',
  'summary',
  'before',
  'after',
];

/** Audit routes, mounted under /api. */
export function auditRoutes({ db, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/audit', authorize(db, 'audit:read'), (c) =>
      c.json(listAudit(db, clock, readQuery(c, auditQuerySchema))),
    )
    .get('/audit.csv', authorize(db, 'audit:read'), (c) => {
      const { limit: _page, before, ...filters } = readQuery(c, auditQuerySchema);
      const rows: Array<Array<string | number | null>> = [CSV_HEADER];
      // Every matching entry, read a page at a time along the same cursor the JSON pages use.
      for (let cursor = before; ; ) {
        const page = listAudit(db, clock, { ...filters, limit: MAX_AUDIT_PAGE, before: cursor });
        for (const entry of page.entries) {
          const at = new Date(entry.at);
          rows.push([
            entry.id,
            formatDisplayDate(dateAt(at, clock.timeZone)),
            timeOfDayAt(at, clock.timeZone),
            entry.at,
            entry.actor.kind,
            entry.actor.name,
            entry.actor.id,
            entry.deviceId,
            entry.action,
            entry.customerId,
            entry.date ? formatDisplayDate(entry.date) : null,
            entry.summary,
            entry.before === null ? null : JSON.stringify(entry.before),
            entry.after === null ? null : JSON.stringify(entry.after),
          ]);
        }
        if (page.next === null) break;
        cursor = page.next;
      }
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="cubby-activity.csv"');
      return c.body(toCsv(rows));
    });
}
