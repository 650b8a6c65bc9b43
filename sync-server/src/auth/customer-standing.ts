/**
 * @module
 * Whether a parent's login may act, for REST and sync alike: a login switched off (or deleted
 * with its family) may do nothing, and one still on the shared first password may only change it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerLogins } from '../db/schema.ts';

/** Where a parent's login stands. */
export type CustomerStanding = 'active' | 'must-change-password' | 'inactive';

/** The standing of the login behind a parent session. */
export function customerStanding(db: Pick<Db, 'select'>, loginId: string): CustomerStanding {
  const login = db
    .select({
      isActive: customerLogins.isActive,
      requiresPasswordChange: customerLogins.requiresPasswordChange,
    })
    .from(customerLogins)
    .where(eq(customerLogins.id, loginId))
    .get();
  if (!login?.isActive) return 'inactive';
  return login.requiresPasswordChange ? 'must-change-password' : 'active';
}
