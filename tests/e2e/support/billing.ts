/**
 * @module
 * Billing for browser tests: a statement the billing clock made weeks ago, stored straight into
 * the test server's SQLite file, since the test server runs on the real clock and a statement
 * falls overdue only weeks after its period (decision 036).
 */
import path from 'node:path';
import { billingRuns, customers } from '@cubby/sync-server/db/schema';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';

/** Stores the statement of `periodKey` for the family of child `customerId`, due `dueDate`. */
export function addStatement(
  customerId: string,
  statement: { periodKey: string; dueDate: string; closingBalanceCents: number },
): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through tests/playwright.config.ts');
  const sqlite = new Database(path.join(dataDir, 'cubby.sqlite'));
  try {
    // The server writes to the same file: wait for its lock rather than fail.
    sqlite.pragma('busy_timeout = 5000');
    const db = drizzle(sqlite);
    const child = db.select().from(customers).where(eq(customers.id, customerId)).get();
    if (!child?.familyId) throw new Error(`No family for customer ${customerId}`);
    db.insert(billingRuns)
      .values({ familyId: child.familyId, statementMadeAt: new Date(), ...statement })
      .run();
  } finally {
    sqlite.close();
  }
}
