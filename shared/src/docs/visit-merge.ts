/**
 * @module
 * The rule that turns the check-in visits stored in a week document into the visits people see.
 * Two tablets that check the same child in while offline each create a visit; after they sync,
 * both visits exist, and this rule shows them as one.
 */

/** The person who brought or fetched a child, as the kiosk named them at that moment. */
export interface VisitContact {
  contactId: string;
  name: string;
  relationship: string;
}

/** Where a visit was made: the front desk, the attendance grid, the kiosk, or a REST client. */
export const VISIT_SOURCES = ['desk', 'grid', 'kiosk', 'api'] as const;

/** Where a visit was made. */
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** The kiosk a child was signed in or out at, named as it was then. */
export interface VisitKiosk {
  deviceId: string;
  name: string;
}

/**
 * Who and where of a check-in; absent on a staff tablet's check-in and on every visit stored
 * before the kiosk. Kept together: a stay takes all of it from one visit.
 */
export interface CheckInAttribution {
  droppedOffBy?: VisitContact;
  checkInKiosk?: VisitKiosk;
  /** Id of the signature image, kept in SQLite (never in a document). */
  checkInSignature?: string;
}

/** Who and where of a check-out, like `CheckInAttribution`. */
export interface CheckOutAttribution {
  pickedUpBy?: VisitContact;
  checkOutKiosk?: VisitKiosk;
  /** Id of the signature image, kept in SQLite (never in a document). */
  checkOutSignature?: string;
}

/** A check-in as stored: one device's record of a child arriving, and maybe leaving. */
export interface Visit extends CheckInAttribution, CheckOutAttribution {
  id: string;
  customerId: string;
  date: string;
  checkInTime: string;
  checkOutTime: string | null;
  /** Where it was made; absent on every visit stored before decision 069. */
  source?: VisitSource;
}

/**
 * Where a visit was made: as it says, or for one stored before visits said so, the kiosk when a
 * kiosk recorded it and the front desk otherwise.
 */
export function visitSourceOf(visit: Pick<Visit, 'source' | 'checkInKiosk'>): VisitSource {
  return visit.source ?? (visit.checkInKiosk ? 'kiosk' : 'desk');
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
 *
 * Who and where travel with the times they belong to: a stay carries the source of the visit that
 * made it, and the check-in attribution of
 * the visit that made it, or else of the first of its visits that has one (a tablet's duplicate
 * of a kiosk's check-in keeps the kiosk's), and the check-out attribution of the visit whose
 * check-out is the stay's.
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
        join(stay, visit);
        continue;
      }
      stay = { ...visit, sourceIds: [visit.id] };
      stays.push(stay);
    }
  }
  return stays.sort(compareVisits);
}

// A later visit of the same stay: its id joins, its check-out may end the stay, and its
// attribution fills what the stay lacks.
function join(stay: MergedVisit, visit: Visit): void {
  stay.sourceIds.push(visit.id);
  if (!hasCheckInAttribution(stay)) Object.assign(stay, checkInAttributionOf(visit));
  const checkOutTime = earliestCheckOut(stay.checkOutTime, visit.checkOutTime);
  const endsIt = visit.checkOutTime !== null && visit.checkOutTime === checkOutTime;
  // A tie (closeStay wrote one time into every duplicate) keeps the first visit's words unless
  // it has none.
  if (endsIt && (checkOutTime !== stay.checkOutTime || !hasCheckOutAttribution(stay))) {
    delete stay.pickedUpBy;
    delete stay.checkOutKiosk;
    delete stay.checkOutSignature;
    Object.assign(stay, checkOutAttributionOf(visit));
  }
  stay.checkOutTime = checkOutTime;
}

function checkInAttributionOf(visit: Visit): CheckInAttribution {
  const { droppedOffBy, checkInKiosk, checkInSignature } = visit;
  return withoutAbsent({ droppedOffBy, checkInKiosk, checkInSignature });
}

function checkOutAttributionOf(visit: Visit): CheckOutAttribution {
  const { pickedUpBy, checkOutKiosk, checkOutSignature } = visit;
  return withoutAbsent({ pickedUpBy, checkOutKiosk, checkOutSignature });
}

function hasCheckInAttribution(visit: Visit): boolean {
  return Object.keys(checkInAttributionOf(visit)).length > 0;
}

function hasCheckOutAttribution(visit: Visit): boolean {
  return Object.keys(checkOutAttributionOf(visit)).length > 0;
}

function withoutAbsent<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
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
