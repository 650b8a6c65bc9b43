/**
 * @module
 * Deleting a child or a whole family everywhere (spec: "removes a customer and their records"). Their records
 * live in documents as well as tables, and devices hold copies of the documents, so the keys are
 * removed from every week, finance and confirmations document they appear in (connected devices
 * drop them at once), the staff alerts about their family go, and their family documents are
 * destroyed, before the customers row goes
 * and ON DELETE CASCADE clears the projected and relational rows. Then what was deleted is
 * erased from the files too (decision 017): every document's log is folded into a snapshot that
 * no longer holds it, and the database is vacuumed and its write-ahead log emptied.
 */
import { isValidIsoDate, mondayOf } from '@cubby/shared/dates';
import {
  removeFamilyAlerts as forgetFamilyAlerts,
  getFinancialNote,
  getStaffNote,
  listPaidDays,
  mirrorConfirmation,
  parseDocName,
  parsePaidKey,
  removeCustomerAttendance,
  removeCustomerVisits,
  setDaysPaid,
  setFinancialNote,
  setStaffNote,
} from '@cubby/shared/docs';
import type { ReceiptPayment } from '@cubby/shared/family-money';
import { and, eq, like, ne } from 'drizzle-orm';
import { endSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { eraseDeletedData } from '../db/erase.ts';
import {
  customers,
  dailyAttendance,
  families,
  payments,
  sessions,
  weeklyConfirmations,
  weeklyNotes,
  yjsSnapshots,
  yjsUpdates,
} from '../db/schema.ts';
import { familyChildIds } from '../queries/families.ts';
import type { DocRegistry } from '../sync/doc-registry.ts';
import { refreshDirectory } from '../sync/hooks/directory-source.ts';
import { UNAUDITED_ORIGIN } from '../sync/hooks.ts';
import { type AuditSource, appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import type { CustomerDeps } from './customers.ts';
import { forgetKioskAnswersAbout } from './kiosk-actions.ts';
import { loadFamilyLedger } from './ledger/family-ledger.ts';
import { commitLedgerChange } from './ledger/ledger-change.ts';
import { receiptWrites } from './ledger/week-receipts.ts';
import { notFound } from './refusal.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Close code sent to a deleted family's open sync connections. */
export const CLOSE_CUSTOMER_DELETED = 4403;

/** What a removal needs: the customer services' dependencies and the log. */
export type RemovalDeps = CustomerDeps & Pick<ServiceDeps, 'log' | 'clock'>;

/**
 * Removes a child and their records and documents, and erases them from the database files;
 * 404 if unknown. The family stays with its other children; removing its last child removes
 * the family too (contacts, parent logins and sessions), as the spec's delete always did.
 */
export function deleteCustomer(
  deps: RemovalDeps,
  id: string,
  source: AuditSource = SYSTEM_SOURCE,
): void {
  const { db, registry } = deps;
  const child = db
    .select({ id: customers.id, name: customers.name, familyId: customers.familyId })
    .from(customers)
    .where(eq(customers.id, id))
    .get();
  if (!child) notFound('Customer not found');
  removeChildDocuments(registry, db, id);
  if (child.familyId) removeFamilyAlerts(registry, db, child.familyId);
  const familyId = child.familyId;
  const paidBefore = familyId ? familyPayments(db, familyId) : [];
  db.transaction((tx) => {
    const sibling = familyId
      ? familyChildIds(tx, familyId).find((other) => other !== id)
      : undefined;
    if (sibling) keepFamilyMoney(tx, id, sibling);
    removeChildRows(tx, id);
    recordChildDeleted(tx, source, child);
    if (familyId && !sibling) removeFamilyRow(tx, familyId);
  });
  // The family's money now pays its other children's days: their paid flags follow (decision 031).
  if (familyId && familyChildIds(db, familyId).length > 0) {
    commitLedgerChange(
      deps,
      familyId,
      (input) => input,
      () => {},
      source,
    );
  }
  if (familyId) followReceipts(registry, db, familyId, paidBefore);
  refreshDirectory(db, registry.write);
  eraseFromFiles(deps);
}

/**
 * Removes a family: every child with their records and documents, its contacts, parent logins
 * and sessions, and erases them from the database files; 404 if unknown.
 */
export function deleteFamily(
  deps: RemovalDeps,
  familyId: string,
  source: AuditSource = SYSTEM_SOURCE,
): void {
  const { db, registry } = deps;
  const family =
    db.select().from(families).where(eq(families.id, familyId)).get() ??
    notFound('Family not found');
  const children = db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.familyId, familyId))
    .all();
  for (const child of children) removeChildDocuments(registry, db, child.id);
  removeFamilyAlerts(registry, db, familyId);
  const paidBefore = familyPayments(db, familyId);
  db.transaction((tx) => {
    for (const child of children) {
      removeChildRows(tx, child.id);
      recordChildDeleted(tx, source, child);
    }
    removeFamilyRow(tx, familyId);
    appendAuditBy(tx, source, {
      action: 'family.deleted',
      customerId: children[0]?.id ?? null,
      summary: `Deleted ${family.name}'s family with its contacts and parent logins`,
    });
  });
  followReceipts(registry, db, familyId, paidBefore);
  refreshDirectory(db, registry.write);
  eraseFromFiles(deps);
}

// Money a family paid is the family's, not one child's (decision 031): a payment that names the
// child leaving is named after a sibling, and no longer earmarked for the leaving child's days,
// so it pays the family's other charges. Ticks of the child's days go with the child (the
// cascade), since they stood only for those days.
function keepFamilyMoney(tx: Db, childId: string, siblingId: string): void {
  tx.update(payments)
    .set({ customerId: siblingId, coveredDates: null })
    .where(and(eq(payments.customerId, childId), ne(payments.method, 'marked')))
    .run();
}

function familyPayments(db: Db, familyId: string) {
  return loadFamilyLedger(db, familyId).input.payments;
}

// The week's receipts follow the family's payments (decision 071): a leaving child's ticks go
// with the child, and a whole family's money with the family.
function followReceipts(
  registry: DocRegistry,
  db: Db,
  familyId: string,
  before: readonly ReceiptPayment[],
) {
  for (const [ref, write] of receiptWrites(familyId, before, familyPayments(db, familyId))) {
    registry.write(ref, write, UNAUDITED_ORIGIN);
  }
  registry.commit();
}

// Rows that go with the child by their foreign key (sessions, signatures) need nothing here; a
// kiosk's kept answers name the child in JSON, so they are found by the id.
function removeChildRows(tx: Db, id: string): void {
  forgetKioskAnswersAbout(tx, id);
  tx.delete(customers).where(eq(customers.id, id)).run();
}

// The one entry of a child's removal: the name stays in the log (decision 017), the removal of
// their records from every document is this action, not changes of their own.
function recordChildDeleted(tx: Db, source: AuditSource, child: { id: string; name: string }) {
  appendAuditBy(tx, source, {
    action: 'customer.deleted',
    customerId: child.id,
    summary: `Deleted ${child.name} and every record of theirs`,
  });
}

// Contacts and parent logins go with the family (ON DELETE CASCADE); its parents are signed
// out everywhere, since their sessions would name a family that is gone.
function removeFamilyRow(tx: Db, familyId: string): void {
  tx.delete(families).where(eq(families.id, familyId)).run();
  endSessions(tx, { familyId });
}

// Every document a child appears in loses their keys (connected devices drop them at once) and
// their family documents are destroyed, before their row goes.
function removeChildDocuments(registry: DocRegistry, db: Db, id: string): void {
  // Updates waiting for this tick's commit are projected first, so the tables name every week.
  registry.commit();
  const familyDocs = familyDocNames(db, registry, id);
  const mondays = weeksOf(db, id);
  for (const name of familyDocs) {
    const ref = parseDocName(name);
    if (ref?.kind === 'family') mondays.add(ref.monday);
  }
  for (const monday of mondays) removeFromWeek(registry, id, monday);
  registry.commit();
  for (const name of familyDocs) registry.destroy(name, CLOSE_CUSTOMER_DELETED, 'customer deleted');
}

// Staff alerts name the family's people and children: every day's alerts about the family go
// (a child's removal takes the family's, since an alert names all the children it was about).
function removeFamilyAlerts(registry: DocRegistry, db: Db, familyId: string): void {
  for (const name of docNamesWithPrefix(db, registry, 'alerts:')) {
    const ref = parseDocName(name);
    if (ref?.kind !== 'alerts') continue;
    registry.write(ref, (doc) => forgetFamilyAlerts(doc, familyId), UNAUDITED_ORIGIN);
  }
  registry.commit();
}

// The logs hold the family's text in updates written before the removal, and in the removal's
// own deletions; a garbage-collected snapshot of each document does not. A connected tablet
// keeps its week loaded indefinitely, so this cannot wait for documents to unload.
function eraseFromFiles({ db, registry, log }: RemovalDeps): void {
  registry.compactAll();
  const { walEmptied, deferred } = eraseDeletedData(db);
  if (!walEmptied) log.warn('customer.erase-deferred', { why: deferred });
}

// Writes only what changes: a write that changes nothing stores nothing and wakes no device.
function removeFromWeek(registry: DocRegistry, id: string, monday: string): void {
  registry.write(
    { kind: 'week', monday },
    (doc) => {
      removeCustomerAttendance(doc, id);
      removeCustomerVisits(doc, id);
      if (getStaffNote(doc, id) !== '') setStaffNote(doc, id, '');
    },
    UNAUDITED_ORIGIN,
  );
  registry.write(
    { kind: 'finance', monday },
    (doc) => {
      const paid = [...listPaidDays(doc)]
        .map(parsePaidKey)
        .filter((day) => day?.customerId === id) as Array<{ customerId: string; date: string }>;
      if (paid.length > 0) setDaysPaid(doc, paid, false);
      if (getFinancialNote(doc, id) !== '') setFinancialNote(doc, id, '');
    },
    UNAUDITED_ORIGIN,
  );
  registry.write(
    { kind: 'confirmations', monday },
    (doc) => mirrorConfirmation(doc, id, null),
    UNAUDITED_ORIGIN,
  );
}

/** The Mondays of every week the projection holds a record of the customer in. */
function weeksOf(db: Db, id: string): Set<string> {
  const dates = [
    ...db
      .selectDistinct({ day: dailyAttendance.date })
      .from(dailyAttendance)
      .where(eq(dailyAttendance.customerId, id))
      .all(),
    ...db
      .selectDistinct({ day: sessions.date })
      .from(sessions)
      .where(eq(sessions.customerId, id))
      .all(),
    ...db
      .selectDistinct({ day: weeklyNotes.weekStart })
      .from(weeklyNotes)
      .where(eq(weeklyNotes.customerId, id))
      .all(),
    ...db
      .selectDistinct({ day: weeklyConfirmations.weekStart })
      .from(weeklyConfirmations)
      .where(eq(weeklyConfirmations.customerId, id))
      .all(),
  ];
  // Projected dates were validated on the way in; the check keeps a bad one from throwing here.
  return new Set(
    dates
      .map(({ day }) => day)
      .filter(isValidIsoDate)
      .map(mondayOf),
  );
}

/** Every family document of the customer, stored or only in memory. */
function familyDocNames(db: Db, registry: DocRegistry, id: string): Set<string> {
  // Customer ids are UUIDs: no LIKE wildcard can occur in the prefix.
  return docNamesWithPrefix(db, registry, `family:${id}:`);
}

/** Every stored or loaded document whose name starts with `prefix` (no LIKE wildcards in it). */
function docNamesWithPrefix(db: Db, registry: DocRegistry, prefix: string): Set<string> {
  const pattern = `${prefix}%`;
  return new Set([
    ...db
      .selectDistinct({ name: yjsUpdates.docName })
      .from(yjsUpdates)
      .where(like(yjsUpdates.docName, pattern))
      .all()
      .map((row) => row.name),
    ...db
      .select({ name: yjsSnapshots.docName })
      .from(yjsSnapshots)
      .where(like(yjsSnapshots.docName, pattern))
      .all()
      .map((row) => row.name),
    ...registry.loadedWithPrefix(prefix).map((doc) => doc.name),
  ]);
}
