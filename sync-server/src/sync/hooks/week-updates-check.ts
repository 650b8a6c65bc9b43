/**
 * @module
 * What a device may write into a week document (decision 067). Staff devices record what
 * happened: attendance, visits, notes. They may not price a day (the kept prices are the
 * server's), say a visit was made at a kiosk or signed there (the kiosk routes write those on
 * the server), or name someone who dropped off or collected other than a contact of the child's
 * family as the contacts table names them. An update that does is refused whole (4422): no
 * honest device writes any of it. A cost written into a day, as apps before decision 067 did, is
 * no price and is let through with the rest of its update, then ignored. A collector of the family
 * who may not collect (a tablet's copy of the contacts older than a must-not-collect mark) is
 * taken: the child left with them, so the record says so and staff are alerted at once
 * (`non-collector-alert.ts`, decision 073).
 */
import {
  getStoredVisit,
  KEPT_PRICES,
  type StoredVisit,
  VISITS_ROOT,
  type VisitContact,
  visitsMap,
} from '@cubby/shared/docs';
import type * as Y from 'yjs';
import type { AcceptContext } from '../hooks.ts';
import { familyContact } from './visit-people.ts';

/** The fields of a visit only the server writes: where it was made, and the signatures. */
const SERVER_VISIT_FIELDS = [
  'checkInKiosk',
  'checkOutKiosk',
  'checkInSignature',
  'checkOutSignature',
] as const satisfies ReadonlyArray<keyof StoredVisit>;

const PERSON_FIELDS = ['droppedOffBy', 'pickedUpBy'] as const;

/** Whether a client's update leaves the week document as a device may leave it. */
export function acceptWeekUpdate(next: Y.Doc, context: AcceptContext): boolean {
  const { live, changed, db } = context;
  if ((changed.get(KEPT_PRICES)?.size ?? 0) > 0) return false;
  for (const id of changed.get(VISITS_ROOT) ?? []) {
    // A tablet's check-in and check-out name no one: nothing to parse (every client's update is
    // checked, and a week's check-ins come by the hundred).
    if (!namesAnyone(visitsMap(next).get(id)) && !namesAnyone(visitsMap(live).get(id))) continue;
    // A visit not well formed is read by nothing (every reader skips it).
    const after = getStoredVisit(next, id);
    if (!after) continue;
    const before = getStoredVisit(live, id);
    for (const field of SERVER_VISIT_FIELDS) {
      if (!sameJson(before?.[field], after[field])) return false;
    }
    for (const field of PERSON_FIELDS) {
      const person = after[field];
      if (!person || sameJson(before?.[field], person)) continue;
      if (!isFamilyContactAsNamed(db, after.customerId, person)) return false;
    }
  }
  return true;
}

// Whether a stored value holds any of who and where, well formed or not.
function namesAnyone(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return [...SERVER_VISIT_FIELDS, ...PERSON_FIELDS].some((field) => field in value);
}

function isFamilyContactAsNamed(
  db: AcceptContext['db'],
  customerId: string,
  person: VisitContact,
): boolean {
  const known = familyContact(db, customerId, person.contactId);
  return known !== null && known.name === person.name && known.relationship === person.relationship;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
