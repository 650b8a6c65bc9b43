/**
 * @module
 * The day-care the bench runs against: customers and signed-in sessions written straight into a
 * fresh data directory before the server starts, so setup costs no HTTP round trips and no
 * password hashing.
 */
import { randomUUID } from 'node:crypto';
import { createSession } from '@cubby/sync-server/auth/sessions';
import { type Db, openDatabase } from '@cubby/sync-server/db/client';
import { customerLogins, customers, families as familyRows } from '@cubby/sync-server/db/schema';
import { sessionFor } from '@cubby/sync-server/testing/account-sessions';

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
  /** One token per owner client (read-only on week documents). */
  ownerTokens: string[];
}

/** How many of each the fixture holds. */
export interface FixtureCounts {
  families: number;
  staff: number;
  owners?: number;
}

/** Seeds `dataDir` (migrations included) and closes the database again. */
export function seedFixture(dataDir: string, counts: FixtureCounts): Fixture {
  const database = openDatabase(dataDir);
  try {
    // One transaction: with synchronous=FULL each commit is an fsync.
    return database.sqlite.transaction(() => seed(database.db, counts))();
  } finally {
    database.close();
  }
}

function seed(db: Db, counts: FixtureCounts): Fixture {
  const families: Family[] = [];
  for (let n = 1; n <= counts.families; n++) {
    const customerId = randomUUID();
    const name = `Parent ${String(n).padStart(3, '0')}`;
    // A family of one child with the child's id, as the families migration makes them.
    const familyId = customerId;
    db.insert(familyRows).values({ id: familyId, name }).run();
    db.insert(customers).values({ id: customerId, familyId, name }).run();
    const subject = `bench-parent-${n}`;
    // A parent's session acts only while its login is active and past the first password. The
    // hash is never checked: bench clients hold sessions, they do not sign in.
    db.insert(customerLogins)
      .values({
        id: subject,
        familyId,
        username: subject,
        passwordHash: 'unused',
        requiresPasswordChange: false,
      })
      .run();
    const principal = { role: 'customer', subject, familyId } as const;
    families.push({ customerId, name, token: createSession(db, principal).token });
  }
  const staffTokens: string[] = [];
  for (let n = 1; n <= counts.staff; n++) {
    staffTokens.push(sessionFor(db, { role: 'staff', subject: `bench-staff-${n}` }));
  }
  const ownerTokens: string[] = [];
  for (let n = 1; n <= (counts.owners ?? 0); n++) {
    ownerTokens.push(sessionFor(db, { role: 'owner', subject: `bench-owner-${n}` }));
  }
  return { families, staffTokens, ownerTokens };
}
