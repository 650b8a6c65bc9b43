/**
 * @module
 * The rule that turns the check-in visits stored in a week document into the visits people see.
 * Two tablets that check the same child in while offline each create a visit; after they sync,
 * both visits exist, and this rule shows them as one.
 */

/** A check-in as stored: one device's record of a child arriving, and maybe leaving. */
export interface Visit {
  id: string;
  customerId: string;
  date: string;
  checkInTime: string;
  checkOutTime: string | null;
}

/** A visit as shown: one stay of one child, backed by one or more stored visits. */
export interface MergedVisit extends Visit {
  /** The stored visits this stay stands for, the visit whose id it carries first. */
  sourceIds: string[];
}

/**
 * Merges the visits of each child on each date into stays.
 *
 * Visits are taken in order of check-in time (then id, so every device orders alike). A visit
 * joins the current stay when it began before that stay ended, or while it is still open: a child
 * cannot arrive twice without leaving. The stay keeps the earliest check-in and the id of the
 * visit that made it; it ends at the earliest check-out among its visits, because a check-out on
 * any device means the child has gone home. A visit that begins after a stay has ended starts a
 * new stay (the child came back).
 */
export function mergeVisits(visits: Iterable<Visit>): MergedVisit[] {
  const byChildAndDate = new Map<string, Visit[]>();
  for (const visit of visits) {
    const key = `${visit.customerId}|${visit.date}`;
    const group = byChildAndDate.get(key);
    if (group) group.push(visit);
    else byChildAndDate.set(key, [visit]);
  }

  const stays: MergedVisit[] = [];
  for (const group of byChildAndDate.values()) {
    group.sort(compareVisits);
    let stay: MergedVisit | null = null;
    for (const visit of group) {
      if (
        stay &&
        (stay.checkOutTime === null || time(visit.checkInTime) <= time(stay.checkOutTime))
      ) {
        stay.sourceIds.push(visit.id);
        stay.checkOutTime = earliestCheckOut(stay.checkOutTime, visit.checkOutTime);
        continue;
      }
      stay = { ...visit, sourceIds: [visit.id] };
      stays.push(stay);
    }
  }
  return stays.sort(compareVisits);
}

function earliestCheckOut(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return time(b) < time(a) ? b : a;
}

function compareVisits(a: Visit, b: Visit): number {
  return time(a.checkInTime) - time(b.checkInTime) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function time(timestamp: string): number {
  return Date.parse(timestamp);
}
