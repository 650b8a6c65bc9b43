/**
 * @module
 * The day-care the bench runs against: customers and signed-in sessions written straight into a
 * fresh data directory before the server starts, so setup costs no HTTP round trips and no
 * password hashing.
 */
import { randomUUID } from 'node:crypto';
import { createSession } from '@cubby/sync-server/auth/sessions';
import { type Db, openDatabase } from '@cubby/sync-server/db/client';
import { customers } from '@cubby/sync-server/db/schema';

/** A family and the session its phone signs in with. */
export interface Family {
  customerId: string;
  name: string;
  token: string;
}

/** What the clients need to connect. */
export interface Fixture {
  families: Family[];
  /** One token per staff client: the server allows only 32 connections per session. */
  staffTokens: string[];
}

/** Seeds `dataDir` (migrations included) and closes the database again. */
export function seedFixture(dataDir: string, counts: { families: number; staff: number }): Fixture {
  const database = openDatabase(dataDir);
  try {
    // One transaction: with synchronous=FULL each commit is an fsync.
    return database.sqlite.transaction(() => seed(database.db, counts))();
  } finally {
    database.close();
  }
}

function seed(db: Db, counts: { families: number; staff: number }): Fixture {
  const families: Family[] = [];
  for (let n = 1; n <= counts.families; n++) {
    const customerId = randomUUID();
    const name = `Parent ${String(n).padStart(3, '0')}`;
    db.insert(customers).values({ id: customerId, name }).run();
    const principal = { role: 'customer', subject: `bench-parent-${n}`, customerId } as const;
    families.push({ customerId, name, token: createSession(db, principal).token });
  }
  const staffTokens: string[] = [];
  for (let n = 1; n <= counts.staff; n++) {
    staffTokens.push(createSession(db, { role: 'staff', subject: `bench-staff-${n}` }).token);
  }
  return { families, staffTokens };
}
