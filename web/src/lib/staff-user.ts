/**
 * @module
 * The signed-in staff user, for any staff screen to read: the staff gate provides it once the
 * session is known, so a screen never asks the server again.
 */
import { createContext, useContext } from 'react';
import type { StaffUser } from './current-user.ts';

/** Holds the signed-in staff user inside the staff gate; null outside it. */
export const StaffUserContext = createContext<StaffUser | null>(null);

/** The signed-in staff user; only inside a staff screen. */
export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser needs a StaffGate');
  return user;
}
