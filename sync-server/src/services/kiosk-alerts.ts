/**
 * @module
 * What staff must hear about from a kiosk at once: a kiosk paused by wrong PINs, every kiosk
 * paused by the facility's budget of them (decision 065), a person who must not collect (or may
 * not collect that child) turned away at the door. Each is written to
 * the facility day's `alerts:{date}` document, which every staff device has open, and logged as
 * a warning. The document goes through the registry like any server write, so the alert is
 * stored before any device hears of it (decision 004).
 */

import { randomUUID } from 'node:crypto';
import { addAlert } from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import type { StaffAlert } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
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
    };

/** What telling staff takes. */
export type AlertDeps = Pick<ServiceDeps, 'db' | 'registry' | 'log' | 'clock'>;

/**
 * Tells staff about a kiosk event or a refusal at the desk, on every staff device at once;
 * answers the alert written.
 */
export function alertStaff(deps: AlertDeps, alert: KioskAlert): StaffAlert {
  const { db, registry, log, clock } = deps;
  log.warn(`kiosk.${alert.kind}`, logFields(alert));
  const now = clock.now();
  const written: StaffAlert = {
    id: randomUUID(),
    at: now.toISOString(),
    ...describe(deps, alert, now),
  };
  const ref = { kind: 'alerts', date: facilityToday(clock) } as const;
  const write = (doc: Parameters<typeof addAlert>[0]) => addAlert(doc, written);
  // Inside a transaction (a service storing a visit, a document hook) a commit cannot start: the
  // write joins the registry's next commit, stored before it is broadcast all the same.
  if (inTransaction(db)) registry.write(ref, write);
  else registry.writeNow(ref, write);
  return written;
}

// Ids only: a contact's name is a contact detail, and a log line outlives the family.
function logFields(alert: KioskAlert): Record<string, unknown> {
  if (alert.kind === 'paused') {
    return { deviceId: alert.deviceId, name: alert.name, until: alert.until.toISOString() };
  }
  if (alert.kind === 'facility-paused') return { until: alert.until.toISOString() };
  if (alert.kind === 'refused-at-desk') {
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

function describe(deps: AlertDeps, alert: KioskAlert, now: Date): Omit<StaffAlert, 'id' | 'at'> {
  if (alert.kind === 'facility-paused') {
    return {
      kind: 'kiosks-paused',
      message: `Every kiosk is paused for ${minutesUntil(alert.until, now)} minutes after too many wrong PINs across the facility. Someone may be guessing PINs: check who is at each kiosk.`,
    };
  }
  if (alert.kind === 'refused-at-desk') return deskRefusal(deps, alert);
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
  deps: AlertDeps,
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

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.round((until.getTime() - now.getTime()) / 60_000));
}

function kioskName(deps: AlertDeps, deviceId: string): string {
  const device = deps.db
    .select({ name: kioskDevices.name })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, deviceId))
    .get();
  return device?.name ?? 'Kiosk';
}
