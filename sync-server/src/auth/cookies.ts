/**
 * @module
 * The httpOnly cookies a browser carries its sessions in: one per role, because a staff member
 * who opens the owner dashboard holds both a staff and an owner session at once.
 */
import type { Principal } from '@cubby/shared/access';

/** The roles that sign in with a session (a kiosk holds a device token instead). */
export type SessionRole = Exclude<Principal['role'], 'kiosk'>;

/** Cookie name per role. */
export const SESSION_COOKIES: Readonly<Record<SessionRole, string>> = {
  staff: 'cubby_staff',
  owner: 'cubby_owner',
  customer: 'cubby_customer',
};
