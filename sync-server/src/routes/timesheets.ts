/**
 * @module
 * The owner's timesheets (DESIGN section 7): GET /api/timesheets?weekStart= (every person with
 * time that week, per day and in total) and GET /api/timesheets.csv, the same as a spreadsheet.
 */
import { weekStartQuerySchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { toCsv } from '../http/csv.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { timesheetCsvRows } from '../services/time-clock/timesheet-csv.ts';
import { readTimesheets } from '../services/time-clock/timesheets.ts';

/** Timesheet routes, mounted under /api. */
export function timesheetRoutes({ db, clock }: RouteDeps) {
  const read = authorize(db, 'timesheets:read');
  return new Hono<AppEnv>()
    .get('/timesheets', read, (c) => {
      const { weekStart } = readQuery(c, weekStartQuerySchema);
      return c.json(readTimesheets(db, clock, weekStart));
    })
    .get('/timesheets.csv', read, (c) => {
      const { weekStart } = readQuery(c, weekStartQuerySchema);
      const rows = timesheetCsvRows(readTimesheets(db, clock, weekStart));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="timesheets-${weekStart}.csv"`);
      return c.body(toCsv(rows));
    });
}
