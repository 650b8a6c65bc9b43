/**
 * @module
 * What the person signed in on the sign-in page may do, by the shared access table: an owner's
 * session opens the owner's screens, a staff session the front desk's work (decision 072).
 * Apart from `staff-user.ts` because the access table travels with the sync code, which the
 * sign-in screen does not download (decision 045).
 */
import { type ApiAction, can } from '@cubby/shared/access';
import type { StaffUser } from './current-user.ts';
import { useStaffUser } from './staff-user.ts';

/** Whether `user` may take `action`. */
export function userMay(user: Pick<StaffUser, 'id' | 'role'>, action: ApiAction): boolean {
  return can({ role: user.role, subject: user.id }, action);
}

/** Whether the signed-in person may take `action`; only inside a staff screen. */
export function useUserMay(action: ApiAction): boolean {
  return userMay(useStaffUser(), action);
}
