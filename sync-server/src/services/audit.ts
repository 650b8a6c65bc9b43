/**
 * @module
 * The audit log (DESIGN section 7): who changed what, and when. `appendAudit` runs inside the
 * transaction of the change it records, so a change and its entry are stored together or not at
 * all; the table refuses every UPDATE and DELETE (migration 0004). Entries name people and
 * children as they were named then, and never copy free text.
 */
import type { Principal } from '@cubby/shared/access';
import { addDays } from '@cubby/shared/dates';
import { type FacilityClock, instantAt } from '@cubby/shared/facility-clock';
import type { AuditActorKind, AuditEntryResponse, AuditQuery } from '@cubby/shared/schemas';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-once.ts';
import { accounts, auditEntries, customerLogins, families, kioskDevices } from '../db/schema.ts';

/** Who made a change, as an entry names them. */
export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  name: string;
}

/** The server's own work: the demo roster, closing a forgotten stay. */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, name: 'Cubby' };

/** Who a change is attributed to: the person behind a session, and their device if known. */
export interface AuditSource {
  actor: AuditActor;
  deviceId: string | null;
}

/** The server's own work, from no device. */
export const SYSTEM_SOURCE: AuditSource = { actor: SYSTEM_ACTOR, deviceId: null };

/** An entry of `source`'s, inside the change's own transaction. */
export function appendAuditBy(
  db: Db,
  source: AuditSource,
  record: Omit<AuditRecord, 'actor' | 'deviceId'>,
): void {
  appendAudit(db, { ...record, actor: source.actor, deviceId: source.deviceId });
}

/** What one entry records. */
export interface AuditRecord {
  actor: AuditActor;
  deviceId?: string | null | undefined;
  action: string;
  customerId?: string | null | undefined;
  date?: string | null | undefined;
  summary: string;
  before?: unknown;
  after?: unknown;
}

const p = sql.placeholder;

// Prepared once: every synced check-in appends an entry inside its commit.
const statements = preparedOnce((db) => ({
  append: db
    .insert(auditEntries)
    .values({
      at: p('at'),
      actorKind: p('actorKind'),
      actorId: p('actorId'),
      actorName: p('actorName'),
      deviceId: p('deviceId'),
      action: p('action'),
      customerId: p('customerId'),
      date: p('date'),
      summary: p('summary'),
      // Bound as given: drizzle would turn a placeholder's null into the JSON text 'null', and an
      // entry without a before must read as SQL NULL, as the entries written before this did.
      before: sql`${p('before')}`,
      after: sql`${p('after')}`,
    })
    .prepare(),
}));

/**
 * Appends an entry. Call it inside the change's own transaction, on the connection that runs it
 * (the registry's handle or the transaction's: there is one SQLite connection).
 */
export function appendAudit(db: Db, record: AuditRecord, at: Date = new Date()): void {
  statements(db).append.run({
    at,
    actorKind: record.actor.kind,
    actorId: record.actor.id,
    actorName: record.actor.name,
    deviceId: record.deviceId ?? null,
    action: record.action,
    customerId: record.customerId ?? null,
    date: record.date ?? null,
    summary: record.summary,
    before: jsonOrNull(record.before),
    after: jsonOrNull(record.after),
  });
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/**
 * The device id a browser sends (header `X-Cubby-Device`, sync parameter `device`): a UUID it
 * made once; anything else is not an id and is ignored.
 */
export function readDeviceId(value: string | null | undefined): string | null {
  return value && DEVICE_ID.test(value) ? value.toLowerCase() : null;
}

const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person behind a session, named as the log names them: a staff member or owner by their
 * name, else their username; a parent as the parent of their family's children, by the family's
 * name (a username or a guardian's own name is a contact detail, which entries never hold); a
 * kiosk by the name staff gave the tablet.
 */
export function actorOf(db: Pick<Db, 'select'>, principal: Principal): AuditActor {
  if (principal.role === 'kiosk') {
    const device = db
      .select({ name: kioskDevices.name })
      .from(kioskDevices)
      .where(eq(kioskDevices.id, principal.subject))
      .get();
    return { kind: 'kiosk', id: principal.subject, name: device?.name ?? 'A kiosk' };
  }
  if (principal.role === 'customer') {
    const family = db
      .select({ name: families.name })
      .from(customerLogins)
      .innerJoin(families, eq(families.id, customerLogins.familyId))
      .where(eq(customerLogins.id, principal.subject))
      .get();
    const name = family ? `Parent of ${family.name}` : 'A parent';
    return { kind: 'parent', id: principal.subject, name };
  }
  const account = db
    .select({ name: accounts.name, username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, principal.subject))
    .get();
  return {
    kind: principal.role,
    id: principal.subject,
    name: account?.name || account?.username || principal.role,
  };
}

/** A page of entries, newest first, and the cursor of the next page. */
export function listAudit(
  db: Pick<Db, 'select'>,
  clock: FacilityClock,
  query: AuditQuery,
): { entries: AuditEntryResponse[]; next: number | null } {
  const conditions: SQL[] = [];
  if (query.customerId) conditions.push(eq(auditEntries.customerId, query.customerId));
  if (query.actorId) conditions.push(eq(auditEntries.actorId, query.actorId));
  if (query.kind) conditions.push(like(auditEntries.action, `${query.kind}.%`));
  // Dates are the facility's: from its midnight to the midnight after the last day.
  if (query.from)
    conditions.push(gte(auditEntries.at, instantAt(query.from, '00:00', clock.timeZone)));
  if (query.to) {
    conditions.push(lt(auditEntries.at, instantAt(addDays(query.to, 1), '00:00', clock.timeZone)));
  }
  if (query.before) conditions.push(lt(auditEntries.id, query.before));
  const rows = db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.id))
    .limit(query.limit + 1)
    .all();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
      deviceId: row.deviceId,
      action: row.action,
      customerId: row.customerId,
      date: row.date,
      summary: row.summary,
      before: row.before,
      after: row.after,
    })),
    next: rows.length > query.limit && last ? last.id : null,
  };
}
