/**
 * @module
 * Live ratios and a day's history (DESIGN section 7; decision 041): GET /api/ratios/now, each
 * room in use with its children, staff and the staff it needs now, and GET
 * /api/ratios/history?date=, each room's steps and periods out of ratio over a facility day.
 */
import { facilityToday } from '@cubby/shared/facility-clock';
import { ratioHistoryQuerySchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { readRatioHistory } from '../services/ratios/ratio-history.ts';
import { readRatiosNow } from '../services/ratios/ratios-now.ts';

/** Ratio routes, mounted under /api. */
export function ratiosRoutes({ db, clock, responses }: RouteDeps) {
  const read = authorize(db, 'ratios:read');
  return new Hono<AppEnv>()
    .get('/ratios/now', read, (c) =>
      c.json(
        readRatiosNow(db, clock).map((room) => ({
          roomId: room.roomId,
          children: room.children,
          staff: room.staff,
          staffNeeded: room.staffNeeded,
          inRatio: room.inRatio,
          name: room.name,
          overCapacity: room.overCapacity,
          childrenPerStaff: room.childrenPerStaff,
          maxChildren: room.maxChildren,
        })),
      ),
    )
    .get('/ratios/history', read, (c) => {
      const { date } = readQuery(c, ratioHistoryQuerySchema);
      const today = facilityToday(clock);
      const day = date ?? today;
      // Today's history runs up to now, so it is computed every time; another day's changes only
      // with a row, and whether it is past or to come with the date.
      if (day === today) return c.json(readRatioHistory(db, clock, day));
      return responses.json(c, () => readRatioHistory(db, clock, day), { asOf: today });
    });
}
