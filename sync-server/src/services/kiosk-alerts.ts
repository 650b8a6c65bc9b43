/**
 * @module
 * What staff must hear about from a kiosk at once: a kiosk paused by wrong PINs, every kiosk
 * paused by the facility's budget of them (decision 065), a person who must not collect (or may
 * not collect that child) turned away at the door. Each is written to
 * the facility day's `alerts:{date}` document, which every staff device has open, and logged as
 * a warning. The document goes through the registry like any server write, so the alert is
 * stored before any device hears of it (decision 004). A child a tablet checked out offline to
 * someone who may not collect is told the same way, from the week document's hook (decision 073).
 */

import { randomUUID } from 'node:crypto';
import { addAlert } from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import type { StaffAlert } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import type * as Y from 'yjs';
import { contacts, kioskDevices } from '../db/schema.ts';
import { familyChildren } from '../queries/families.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Something at a kiosk staff must see. */
export type KioskAlert =
  | { kind: 'paused'; deviceId: string; name: string; until: Date }
  | { kind: 'facility-paused'; until: Date }
  | {
      kind: 'refused-contact';
      deviceId: string;
      contactId: string;
      familyId: string;
      /** The children they tried to collect; every child of the family when not given. */
      customerIds?: readonly string[];
      /** Why, in words for staff, when it is not that they must not collect. */
      reason?: string;
    }
  | {
      /** Someone the desk was asked to hand a child to and refused (decision 073). */
      kind: 'refused-at-desk';
      contactId: string;
      familyId: string;
      customerId: string;
      /** Why, in the words the desk was shown. */
      reason: string;
    }
  | {
      /**
       * A child a device checked out to someone of the family who may not collect them (its copy
       * of the contacts older than the change), recorded because the child left (decision 073).
       */
      kind: 'left-with-non-collector';
      contactId: string;
      familyId: string;
      customerId: string;
      /** Who they are, in the words of the audit entry ("marked must not collect"). */
      standing: string;
    };

/** What telling staff takes. */
export type AlertDeps = Pick<ServiceDeps, 'db' | 'registry' | 'log' | 'clock'>;

/**
 * Tells staff about a kiosk event or a refusal at the desk, on every staff device at once;
 * answers the alert written.
 */
export function alertStaff(deps: AlertDeps, alert: KioskAlert): StaffAlert {
  const { db, registry } = deps;
  // Inside a transaction (a service storing a visit, a document hook) a commit cannot start: the
  // write joins the registry's next commit, stored before it is broadcast all the same.
  const write = inTransaction(db) ? registry.write : registry.writeNow.bind(registry);
  return alertStaffThrough(deps, write, alert);
}

/**
 * Tells staff as `alertStaff` does, through a given write: a document hook's, which joins the
 * commit running it; answers the alert written.
 */
export function alertStaffThrough(
  deps: Omit<AlertDeps, 'registry'>,
  write: (ref: AlertsRef, write: (doc: Y.Doc) => void) => void,
  alert: KioskAlert,
): StaffAlert {
  const { log, clock } = deps;
  log.warn(`kiosk.${alert.kind}`, logFields(alert));
  const now = clock.now();
  const written: StaffAlert = {
    id: randomUUID(),
    at: now.toISOString(),
    ...describe(deps, alert, now),
  };
  write({ kind: 'alerts', date: facilityToday(clock) }, (doc) => addAlert(doc, written));
  return written;
}

type AlertsRef = { kind: 'alerts'; date: string };

// Ids only: a contact's name is a contact detail, and a log line outlives the family.
function logFields(alert: KioskAlert): Record<string, unknown> {
  if (alert.kind === 'paused') {
    return { deviceId: alert.deviceId, name: alert.name, until: alert.until.toISOString() };
  }
  if (alert.kind === 'facility-paused') return { until: alert.until.toISOString() };
  if (alert.kind === 'refused-at-desk' || alert.kind === 'left-with-non-collector') {
    const { contactId, familyId, customerId } = alert;
    return { contactId, familyId, customerId };
  }
  const { deviceId, contactId, familyId, customerIds } = alert;
  return { deviceId, contactId, familyId, ...(customerIds ? { customerIds } : {}) };
}

// drizzle keeps the better-sqlite3 connection as `$client` on the database it made, not on a
// transaction's handle; `Db` types both alike, so a handle without it counts as a transaction.
function inTransaction(db: AlertDeps['db']): boolean {
  const client = (db as { $client?: { inTransaction: boolean } }).$client;
  return client?.inTransaction ?? true;
}

function describe(
  deps: Omit<AlertDeps, 'registry'>,
  alert: KioskAlert,
  now: Date,
): Omit<StaffAlert, 'id' | 'at'> {
  if (alert.kind === 'facility-paused') {
    return {
      kind: 'kiosks-paused',
      message: `Every kiosk is paused for ${minutesUntil(alert.until, now)} minutes after too many wrong PINs across the facility. Someone may be guessing PINs: check who is at each kiosk.`,
    };
  }
  if (alert.kind === 'refused-at-desk') return deskRefusal(deps, alert);
  if (alert.kind === 'left-with-non-collector') return leftWith(deps, alert);
  const deviceName = kioskName(deps, alert.deviceId);
  if (alert.kind === 'paused') {
    return {
      kind: 'kiosk-locked',
      deviceName,
      message: `The kiosk "${deviceName}" is paused for ${minutesUntil(alert.until, now)} minutes after too many wrong PINs.`,
    };
  }
  const contact = deps.db
    .select({ name: contacts.name })
    .from(contacts)
    .where(eq(contacts.id, alert.contactId))
    .get();
  const contactName = contact?.name ?? 'Someone';
  const children = familyChildren(deps.db, alert.familyId).filter(
    (child) => !alert.customerIds || alert.customerIds.includes(child.id),
  );
  const childNames = children.map((child) => child.name);
  const whom = childNames.length > 0 ? childNames.join(', ') : 'a child';
  const why = alert.reason ?? `${contactName} must not collect ${whom}`;
  return {
    kind: 'refused-collector',
    deviceName,
    familyId: alert.familyId,
    contactName,
    ...(childNames.length > 0 ? { childNames } : {}),
    message: `${why}. They were turned away at the kiosk "${deviceName}"; please go to the door.`,
  };
}

// A refusal at the desk names no kiosk: its alert has no device, which is how a screen tells it
// from one at the door.
function deskRefusal(
  deps: Omit<AlertDeps, 'registry'>,
  alert: Extract<KioskAlert, { kind: 'refused-at-desk' }>,
): Omit<StaffAlert, 'id' | 'at'> {
  const contact = deps.db
    .select({ name: contacts.name })
    .from(contacts)
    .where(eq(contacts.id, alert.contactId))
    .get();
  const child = familyChildren(deps.db, alert.familyId).find(({ id }) => id === alert.customerId);
  const childName = child?.name ?? 'the child';
  return {
    kind: 'refused-collector',
    familyId: alert.familyId,
    contactName: contact?.name ?? 'Someone',
    childNames: [childName],
    message: `${alert.reason}. They were refused at the desk; make sure ${childName} stays inside.`,
  };
}

// The child has left: staff must find out with whom and where the child is now.
function leftWith(
  deps: Omit<AlertDeps, 'registry'>,
  alert: Extract<KioskAlert, { kind: 'left-with-non-collector' }>,
): Omit<StaffAlert, 'id' | 'at'> {
  const contact = deps.db
    .select({ name: contacts.name })
    .from(contacts)
    .where(eq(contacts.id, alert.contactId))
    .get();
  const child = familyChildren(deps.db, alert.familyId).find(({ id }) => id === alert.customerId);
  const childName = child?.name ?? 'A child';
  const contactName = contact?.name ?? 'someone';
  return {
    kind: 'left-with-non-collector',
    familyId: alert.familyId,
    contactName,
    childNames: [childName],
    message: `${childName} was checked out to ${contactName}, who is ${alert.standing}, on a tablet that was offline. Call ${childName}'s guardians now.`,
  };
}

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.round((until.getTime() - now.getTime()) / 60_000));
}

function kioskName(deps: Omit<AlertDeps, 'registry'>, deviceId: string): string {
  const device = deps.db
    .select({ name: kioskDevices.name })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, deviceId))
    .get();
  return device?.name ?? 'Kiosk';
}
