/**
 * @module
 * Check-in and check-out on the server's copy of the week document, for the REST routes. The
 * week accessors do the work (a visit, and the day marked present with the arrival time; the
 * departure time on check-out); this module adds the rule for a forgotten check-out.
 *
 * A child cannot stay overnight, so a stay still open on an earlier day was a forgotten
 * check-out. Left open, it would show as in progress and bill nothing. Before checking a child in
 * or out, such a stay is closed at closing time of its own day (the default departure time,
 * 16:00, or its check-in time if later), which staff can correct in Edit Attendance Details.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_DEPARTURE_TIME } from '@cubby/shared/constants';
import { atLocalTime, minutesOfDay, mondayOf, todayIso } from '@cubby/shared/dates';
import { checkIn, checkOut, listVisits, type MergedVisit } from '@cubby/shared/docs';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { DocRegistry } from '../sync/doc-registry.ts';
import { SERVER_ORIGIN } from '../sync/hooks.ts';

/** What check-in and check-out need. */
export interface CheckInDeps {
  db: Db;
  registry: DocRegistry;
}

/** Checks a child in; a child already in today keeps the open stay (a double tap). */
export function checkInNow(deps: CheckInDeps, customerId: string, now: Date): MergedVisit {
  return onTodaysWeek(deps, customerId, now, (doc) =>
    checkIn(doc, { visitId: randomUUID(), customerId, at: now }, SERVER_ORIGIN),
  );
}

/** Checks a child out; null when they are not checked in today. */
export function checkOutNow(deps: CheckInDeps, customerId: string, now: Date): MergedVisit | null {
  return onTodaysWeek(deps, customerId, now, (doc) =>
    checkOut(doc, { customerId, at: now }, SERVER_ORIGIN),
  );
}

// Runs `change` on this week's document after closing forgotten stays, and stores, projects
// and broadcasts the result before returning, so the caller's SQL read sees it.
function onTodaysWeek<T>(
  { db, registry }: CheckInDeps,
  customerId: string,
  now: Date,
  change: (doc: Y.Doc) => T,
): T {
  const today = todayIso(now);
  const monday = mondayOf(today);
  for (const earlier of weeksWithOpenStays(db, customerId, today)) {
    if (earlier === monday) continue;
    registry.write({ kind: 'week', monday: earlier }, (doc) =>
      closeForgottenStays(doc, customerId, today),
    );
  }
  const results: T[] = [];
  registry.writeNow({ kind: 'week', monday }, (doc) => {
    closeForgottenStays(doc, customerId, today);
    results.push(change(doc));
  });
  return results[0] as T;
}

/** Mondays of the weeks where the projection shows the child still in on an earlier day. */
function weeksWithOpenStays(db: Db, customerId: string, today: string): Set<string> {
  const rows = db
    .selectDistinct({ date: sessions.date })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.checkOutTime),
        lt(sessions.date, today),
      ),
    )
    .all();
  return new Set(rows.map((row) => mondayOf(row.date)));
}

function closeForgottenStays(doc: Y.Doc, customerId: string, today: string): void {
  for (const stay of listVisits(doc)) {
    if (stay.customerId === customerId && stay.date < today && !stay.checkOutTime) {
      checkOut(doc, { customerId, at: closingTimeOf(stay) }, SERVER_ORIGIN);
    }
  }
}

function closingTimeOf(visit: MergedVisit): Date {
  const closing = atLocalTime(visit.date, 0, minutesOfDay(DEFAULT_DEPARTURE_TIME));
  const checkedIn = new Date(visit.checkInTime);
  return closing < checkedIn ? checkedIn : closing;
}
