/**
 * @module
 * Signing children in and out at the kiosk (DESIGN section 7, "Kiosk"; decision 028). The PIN is
 * checked as identify checks it; then every child named must be one the contact may collect, or
 * nothing is written for any of them, staff are alerted and the refusal is audited. The visits
 * are written by the attendance commands every path uses, carrying who and where, and stored
 * with their signatures and the kept answer in one transaction before anyone hears of them
 * (decision 004).
 */
import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, type WeekDocs } from '@cubby/shared/attendance-commands';
import type { VisitContact, VisitKiosk } from '@cubby/shared/docs';
import type { FacilityClock } from '@cubby/shared/facility-clock';
import type { KioskSignResponse } from '@cubby/shared/schemas';
import { inArray } from 'drizzle-orm';
import { customers } from '../db/schema.ts';
import type { ContactRow } from '../queries/families.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { findKioskAnswer, type KioskAnswer, keepKioskAnswer } from './kiosk-actions.ts';
import { alertStaff } from './kiosk-alerts.ts';
import { checkPinAtKiosk, mayCollect } from './kiosk-identify.ts';
import { invalid, notFound } from './refusal.ts';
import { serverWeeks } from './server-weeks.ts';
import type { ServiceDeps } from './service-deps.ts';
import { type NewSignature, storeSignatures } from './signatures.ts';

/** Why a staff PIN signs no child at the kiosk. */
export const STAFF_PIN_SIGNS_NO_CHILD =
  'A staff PIN is for the time clock; sign children in and out on a staff tablet';

/** How long a kiosk may stay offline and still have what it did recorded at its own time. */
export const MAX_KIOSK_DELAY_MS = 12 * 60 * 60 * 1000;
/** How far a kiosk's clock may run ahead of the server's. */
export const MAX_KIOSK_LEAD_MS = 2 * 60 * 1000;

/**
 * When a kiosk says something happened: within the last 12 hours (a kiosk offline since the
 * morning), and at most 2 minutes ahead (a tablet's clock drifts a little, never by hours). A
 * time outside that is a broken clock or a forged one: it would file the visit on a day nobody
 * was there. Absent means now.
 */
export function readKioskInstant(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const instant = new Date(at);
  if (instant.getTime() < now.getTime() - MAX_KIOSK_DELAY_MS) {
    invalid('at is more than 12 hours ago; please see the front desk');
  }
  if (instant.getTime() > now.getTime() + MAX_KIOSK_LEAD_MS) {
    invalid("at is in the future; check the kiosk's clock");
  }
  return instant;
}

/** Which way the children go. */
export type SignDirection = 'check-in' | 'check-out';

/** A sign-in or sign-out as the kiosk asked for it, its signature already read. */
export interface SignRequest {
  direction: SignDirection;
  pin: string;
  customerIds: readonly string[];
  signature?: Buffer | undefined;
  actionId?: string | undefined;
  /** When it happened on the kiosk, already within bounds; absent means now. */
  at?: Date | undefined;
}

/** What the kiosk is answered. */
export type Signing =
  | { outcome: 'answered'; answer: KioskAnswer }
  | { outcome: 'wrong-pin' }
  | { outcome: 'paused'; retryAfterMs: number };

type Child = { id: string; name: string; familyId: string | null };
type Result = KioskSignResponse['results'][number];

/** Signs children in or out at the kiosk `source` names (its actor is the kiosk). */
export async function signAtKiosk(
  deps: ServiceDeps,
  source: AuditSource,
  request: SignRequest,
): Promise<Signing> {
  const deviceId = source.actor.id ?? '';
  const replay = () =>
    request.actionId ? findKioskAnswer(deps.db, deviceId, request.actionId) : undefined;
  const before = replay();
  if (before) return { outcome: 'answered', answer: before };
  const checked = await checkPinAtKiosk(deps, source, request.pin);
  if (checked.outcome === 'staff') {
    // A staff PIN is for the time clock; children are signed in on a staff tablet.
    return { outcome: 'answered', answer: { status: 403, body: STAFF_PIN_SIGNS_NO_CHILD } };
  }
  if (checked.outcome !== 'known') return checked;
  // Again after the PIN's slow check: the same action sent twice at once is written once. From
  // here to the commit nothing waits.
  const meanwhile = replay();
  if (meanwhile) return { outcome: 'answered', answer: meanwhile };
  const { contact } = checked;
  const children = childrenNamed(deps, request.customerIds);
  const barred = children.find((child) => !mayTake(contact, child));
  const answer = barred
    ? refuse(deps, source, request, contact, barred)
    : sign(deps, source, request, contact, children);
  return { outcome: 'answered', answer };
}

function childrenNamed(deps: ServiceDeps, ids: readonly string[]): Child[] {
  const rows = deps.db
    .select({ id: customers.id, name: customers.name, familyId: customers.familyId })
    .from(customers)
    .where(inArray(customers.id, [...ids]))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? notFound('Customer not found'));
}

function mayTake(contact: ContactRow, child: Child): boolean {
  return mayCollect(contact) && child.familyId === contact.familyId;
}

// Nothing is written for any child of the call; the refusal is audited and kept for a resend.
function refuse(
  deps: ServiceDeps,
  source: AuditSource,
  request: SignRequest,
  contact: ContactRow,
  child: Child,
): KioskAnswer {
  // A child of another family is not named at the door: the kiosk never showed them to this
  // person, so only a forged request names them, and it must not learn who they are.
  const whom = child.familyId === contact.familyId ? child.name : 'this child';
  const answer: KioskAnswer = {
    status: 403,
    body: `${contact.name} may not collect ${whom}. Please see the front desk.`,
  };
  const now = deps.clock.now();
  deps.db.transaction((tx) => {
    appendAuditBy(tx, source, {
      action: 'kiosk.refused',
      customerId: child.id,
      summary: `Refused ${contact.name} at the kiosk ${source.actor.name}: may not ${request.direction === 'check-in' ? 'sign in' : 'collect'} ${child.name}`,
      after: { contactId: contact.id, direction: request.direction },
    });
    if (request.actionId) {
      const { actionId, customerIds } = request;
      keepKioskAnswer(tx, { deviceId: source.actor.id ?? '', actionId, customerIds, now }, answer);
    }
  });
  alertStaff(deps, {
    kind: 'refused-contact',
    deviceId: source.actor.id ?? '',
    contactId: contact.id,
    familyId: contact.familyId,
  });
  return answer;
}

// What every child of one call shares: the commands' week documents and clock, who and where.
interface Signer {
  weeks: WeekDocs;
  clock: FacilityClock;
  source: AuditSource;
  who: VisitContact;
  kiosk: VisitKiosk;
  contactId: string;
  signature: Buffer | undefined;
  /** Signature rows of the visits written, stored with them. */
  signatureRows: NewSignature[];
}

function sign(
  deps: ServiceDeps,
  source: AuditSource,
  request: SignRequest,
  contact: ContactRow,
  children: readonly Child[],
): KioskAnswer {
  const deviceId = source.actor.id ?? '';
  const instant = request.at ?? deps.clock.now();
  const signer: Signer = {
    weeks: serverWeeks(deps, { storeEach: false }),
    // Every child of the call at the one moment it happened on the kiosk.
    clock: { timeZone: deps.clock.timeZone, now: () => instant },
    source,
    who: { contactId: contact.id, name: contact.name, relationship: contact.relationship },
    kiosk: { deviceId, name: source.actor.name },
    contactId: contact.id,
    signature: request.signature,
    signatureRows: [],
  };
  const results = children.map((child) =>
    request.direction === 'check-in' ? signIn(signer, child) : signOut(signer, child),
  );
  const answer: KioskAnswer = { status: 200, body: { results } satisfies KioskSignResponse };
  const { actionId, customerIds } = request;
  deps.registry.writeAllNow(
    [],
    (tx) => {
      storeSignatures(tx, signer.signatureRows);
      if (actionId) {
        const action = { deviceId, actionId, customerIds, now: deps.clock.now() };
        keepKioskAnswer(tx, action, answer);
      }
    },
    source,
  );
  return answer;
}

function signIn(signer: Signer, child: Child): Result {
  const { weeks, clock, source } = signer;
  const visitId = randomUUID();
  const signatureId = signer.signature ? randomUUID() : undefined;
  const input = {
    customerId: child.id,
    visitId,
    source: 'kiosk' as const,
    droppedOffBy: signer.who,
    atKiosk: { kiosk: signer.kiosk, signature: signatureId },
  };
  const stay = checkIn(weeks, clock, input, source);
  const named = { customerId: child.id, name: child.name, at: stay.checkInTime };
  // A child already in keeps the open stay, as at the desk: nothing written for them.
  if (stay.id !== visitId) return { ...named, outcome: 'already-in' };
  keepSignature(signer, child, signatureId);
  return { ...named, outcome: 'checked-in' };
}

function signOut(signer: Signer, child: Child): Result {
  const { weeks, clock, source } = signer;
  const signatureId = signer.signature ? randomUUID() : undefined;
  const input = {
    customerId: child.id,
    collectedBy: signer.who,
    atKiosk: { kiosk: signer.kiosk, signature: signatureId },
  };
  const left = checkOut(weeks, clock, input, source);
  const named = { customerId: child.id, name: child.name };
  if (!left) return { ...named, outcome: 'not-in', at: clock.now().toISOString() };
  keepSignature(signer, child, signatureId);
  return { ...named, outcome: 'checked-out', at: left.checkOutTime ?? clock.now().toISOString() };
}

// A signature row is stored only with the visit that names it.
function keepSignature(signer: Signer, child: Child, signatureId: string | undefined): void {
  if (!signer.signature || !signatureId) return;
  signer.signatureRows.push({
    id: signatureId,
    png: signer.signature,
    deviceId: signer.kiosk.deviceId,
    contactId: signer.contactId,
    customerId: child.id,
  });
}
