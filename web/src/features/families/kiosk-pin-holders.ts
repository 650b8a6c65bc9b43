/**
 * @module
 * Who on the family page staff may give a temporary kiosk PIN (DESIGN section 7, "Kiosk"): a
 * guardian or a pick-up person, since only they sign children in and out at the door. Not someone
 * who must not collect, nor a pick-up a parent proposed and staff have yet to approve: the kiosk
 * would refuse them anyway, so a PIN would only be one more secret to keep.
 */
import { mayCollect } from '@cubby/shared/collect-standing';
import type { DirectoryContact } from '@cubby/shared/docs';

/** Whether the family page offers 'Set kiosk PIN' for `contact`. */
export function mayHoldKioskPin(
  contact: Pick<DirectoryContact, 'roles' | 'mustNotCollect' | 'approved'>,
): boolean {
  return mayCollect(contact);
}
