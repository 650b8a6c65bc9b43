/**
 * @module
 * A session for tests and benchmarks that sign in without the login screen. A staff or owner
 * session needs a real account behind it (a session of an unknown or switched-off account acts
 * for nobody), so the account is made first when it does not exist yet.
 */
import type { SessionPrincipal } from '../auth/sessions.ts';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';

/** A session token for `principal`, its staff or owner account made if needed. */
export function sessionFor(db: Db, principal: SessionPrincipal, now?: Date): string {
  if (principal.role !== 'customer') {
    db.insert(accounts)
      .values({
        id: principal.subject,
        role: principal.role,
        username: `${principal.role}.${principal.subject}`,
        name: principal.subject,
        // No password signs in to it: it is only ever used through this session.
        passwordHash: '!',
      })
      .onConflictDoNothing({ target: accounts.id })
      .run();
  }
  return createSession(db, principal, now).token;
}
