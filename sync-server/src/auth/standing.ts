/**
 * @module
 * Whether the person behind a session may act, for REST and sync alike: a parent's login or a
 * staff or owner account that was switched off (or deleted) may do nothing, and one still on a
 * first password may only change it. Ending an account's sessions when it is switched off is
 * the rule's first line; this is the second, for a session that outlived it somehow. A kiosk
 * stands while staff have not revoked it.
 */
import type { Principal } from '@cubby/shared/access';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, customerLogins } from '../db/schema.ts';
import { isKioskActive } from './kiosk-tokens.ts';

/** Where the login or account behind a session stands. */
export type Standing = 'active' | 'must-change-password' | 'inactive';

/** The standing of the parent login, or the staff or owner account, behind a session. */
export function standingOf(db: Pick<Db, 'select'>, principal: Principal): Standing {
  // A revoked kiosk's token finds no kiosk already; this holds if one slips through.
  if (principal.role === 'kiosk')
    return isKioskActive(db, principal.subject) ? 'active' : 'inactive';
  const found =
    principal.role === 'customer'
      ? db
          .select({
            active: customerLogins.isActive,
            requiresPasswordChange: customerLogins.requiresPasswordChange,
          })
          .from(customerLogins)
          .where(eq(customerLogins.id, principal.subject))
          .get()
      : accountAs(db, principal.subject, principal.role);
  if (!found?.active) return 'inactive';
  return found.requiresPasswordChange ? 'must-change-password' : 'active';
}

// A session carries the role it signed in with; an account whose role changed since is not it.
function accountAs(db: Pick<Db, 'select'>, id: string, role: 'staff' | 'owner') {
  const account = db
    .select({
      role: accounts.role,
      active: accounts.active,
      requiresPasswordChange: accounts.requiresPasswordChange,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .get();
  return account?.role === role ? account : undefined;
}
