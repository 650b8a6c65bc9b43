/**
 * @module
 * The `directory` document is written by the server only, from the customers table: when it
 * loads, and whenever a REST call changes customers.
 */
import { type DirectoryEntry, replaceDirectory } from '@cubby/shared/docs';
import { formatMoney } from '@cubby/shared/money';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { type DocHooks, SERVER_ORIGIN, type ServerWrite } from '../hooks.ts';

/** The directory entries the customers table implies. */
export function readDirectoryEntries(db: Db): DirectoryEntry[] {
  return db
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
    }));
}

/** Brings the directory document in line with the customers table. */
export function refreshDirectory(db: Db, write: ServerWrite): void {
  const entries = readDirectoryEntries(db);
  write({ kind: 'directory' }, (doc) => replaceDirectory(doc, entries, SERVER_ORIGIN));
}

/** Hooks of the directory document. */
export const directoryHooks: DocHooks = {
  onLoad(_doc, { db, write }) {
    refreshDirectory(db, write);
  },
};
