/**
 * @module
 * Before decision 067 a staff device wrote a day's cost into the week document and the
 * projection charged whatever it found there. At start the server carries those costs over once:
 * each cost of 0 or more becomes the day's kept price (written where no device may write), so
 * nothing already charged changes; a negative cost, which no rule ever made, is dropped and the
 * child's rate prices its day. The costs clients wrote are then removed from the documents. The
 * work is recorded in `once_tasks` (decision 043) and later starts skip it; one audit entry says
 * what was carried over.
 */

import { mondayOf } from '@cubby/shared/dates';
import {
  docName,
  getKeptPrice,
  keepDayPrice,
  listClientDayCosts,
  readKeptPrice,
  removeClientDayCost,
} from '@cubby/shared/docs';
import { parseMoney } from '@cubby/shared/money';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dailyAttendance, onceTasks } from '../db/schema.ts';
import type { DocRegistry } from '../sync/doc-registry.ts';
import { UNAUDITED_ORIGIN } from '../sync/hooks.ts';
import { appendAuditBy, SYSTEM_SOURCE } from './audit.ts';

/** The `once_tasks` row saying the costs clients wrote were carried over. */
export const DAY_PRICES_CARRIED_OVER = 'week.carry-over-day-prices';

/** What the carry-over did: days whose price it kept, and negative costs it dropped. */
export interface CarriedOver {
  kept: number;
  dropped: number;
}

/** Carries the costs clients wrote into week documents over to kept prices, once. */
export function carryOverDayPrices(db: Db, registry: DocRegistry): CarriedOver {
  const done = db.select().from(onceTasks).where(eq(onceTasks.name, DAY_PRICES_CARRIED_OVER));
  const carried: CarriedOver = { kept: 0, dropped: 0 };
  if (done.get()) return carried;
  // Every day that had a cost was projected with it: its week is one to look at.
  const mondays = new Set(
    db
      .selectDistinct({ date: dailyAttendance.date })
      .from(dailyAttendance)
      .where(isNotNull(dailyAttendance.dailyCostCents))
      .all()
      .map(({ date }) => mondayOf(date)),
  );
  // One week at a time, each unloaded after, so a database of many years is never in memory
  // whole; a start that stops half-way finds the weeks done with no cost left to carry.
  for (const monday of [...mondays].sort()) {
    const ref = { kind: 'week', monday } as const;
    registry.writeNow(
      ref,
      (doc) => {
        for (const { customerId, date, cost } of listClientDayCosts(doc)) {
          const price = readKeptPrice(cost);
          if (price !== null && getKeptPrice(doc, customerId, date) === null) {
            keepDayPrice(doc, customerId, date, parseMoney(price), UNAUDITED_ORIGIN);
            carried.kept += 1;
          } else if (price === null) carried.dropped += 1;
          removeClientDayCost(doc, customerId, date, UNAUDITED_ORIGIN);
        }
      },
      UNAUDITED_ORIGIN,
    );
    const loaded = registry.get(docName(ref));
    if (loaded && loaded.connections.size === 0) registry.unload(loaded);
  }
  db.transaction((tx) => {
    tx.insert(onceTasks).values({ name: DAY_PRICES_CARRIED_OVER, doneAt: new Date() }).run();
    if (carried.kept + carried.dropped === 0) return;
    appendAuditBy(tx, SYSTEM_SOURCE, {
      action: 'attendance.prices-carried-over',
      summary: `Kept the price of ${carried.kept} day(s) as it was charged; ${carried.dropped} day(s) with a negative or unreadable cost are priced by the child's rate`,
      after: carried,
    });
  });
  return carried;
}
