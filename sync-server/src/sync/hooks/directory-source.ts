/**
 * @module
 * The `directory` document is written by the server only, from the customers, families, contacts
 * and rooms tables: when it loads, and whenever a REST call changes any of them. Only entries
 * that differ are written, one per contact (decision 066).
 */
import {
  type DirectoryContents,
  replaceDirectory,
  setFacilityHours,
  setRequireCollector,
} from '@cubby/shared/docs';
import { formatMoney } from '@cubby/shared/money';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, customers, families } from '../../db/schema.ts';
import { contactRoles } from '../../queries/families.ts';
import { readRoomsInUse } from '../../queries/rooms.ts';
import { requiresCollector } from '../../services/collector-setting.ts';
import { readFacilityHours } from '../../services/facility-hours/read-facility-hours.ts';
import { watchRatios } from '../../services/ratios/ratio-watch.ts';
import { type DocHooks, SERVER_ORIGIN, type ServerWrite } from '../hooks.ts';

/** What the directory should hold, read from the tables. */
export function readDirectoryContents(db: Pick<Db, 'select'>): DirectoryContents {
  const children = db
    .select()
    .from(customers)
    .all()
    .map((customer) => ({
      id: customer.id,
      name: customer.name,
      hourlyRate: formatMoney(customer.hourlyRateCents),
      defaultMonday: customer.defaultMonday,
      defaultTuesday: customer.defaultTuesday,
      defaultWednesday: customer.defaultWednesday,
      defaultThursday: customer.defaultThursday,
      defaultFriday: customer.defaultFriday,
      familyId: customer.familyId ?? '',
      birthDate: customer.birthDate,
      allergies: customer.allergies,
      medicalNotes: customer.medicalNotes,
      roomId: customer.roomId,
    }));
  const everyFamily = db
    .select({ id: families.id, name: families.name })
    .from(families)
    .all()
    .map(({ id, name }) => ({ id, name }));
  const everyContact = db
    .select()
    .from(contacts)
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .all()
    .map((contact) => ({
      id: contact.id,
      name: contact.name,
      relationship: contact.relationship,
      phone: contact.phone,
      roles: contactRoles(contact),
      mustNotCollect: contact.mustNotCollect,
      approved: contact.approved,
      familyId: contact.familyId,
      addedAt: contact.createdAt.getTime(),
    }));
  return {
    customers: children,
    families: everyFamily,
    contacts: everyContact,
    rooms: readRoomsInUse(db),
  };
}

/** Brings the directory document in line with the tables. */
export function refreshDirectory(db: Pick<Db, 'select'>, write: ServerWrite): void {
  const contents = readDirectoryContents(db);
  const hours = readFacilityHours(db);
  const collectorRequired = requiresCollector(db);
  write({ kind: 'directory' }, (doc) => {
    replaceDirectory(doc, contents, SERVER_ORIGIN);
    setFacilityHours(doc, hours, SERVER_ORIGIN);
    setRequireCollector(doc, collectorRequired, SERVER_ORIGIN);
  });
}

/** Hooks of the directory document. */
export const directoryHooks: DocHooks = {
  onLoad(_doc, { db, write }) {
    refreshDirectory(db, write);
  },
  // A room's rule, a room out of use or a child moved to another room may change a ratio.
  onChange: watchRatios,
};
