/**
 * @module
 * Notices for browser tests, stored straight into the test server's SQLite file: statements
 * and payments, which make them, are not built yet (issue 18), and the portal must show them.
 */

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { NoticeKind } from '@cubby/shared/schemas';
import { customers, notices } from '@cubby/sync-server/db/schema';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';

/** Adds a notice for the family of child `customerId`, `minutesAgo` before now. */
export function addNotice(
  customerId: string,
  notice: { kind: NoticeKind; title: string; body: string; minutesAgo?: number },
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
    db.insert(notices)
      .values({
        id: randomUUID(),
        familyId: child.familyId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        createdAt: new Date(Date.now() - (notice.minutesAgo ?? 0) * 60_000),
      })
      .run();
  } finally {
    sqlite.close();
  }
}
