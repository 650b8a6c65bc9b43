/**
 * @module
 * The signed-in staff user, for any staff screen to read: the staff gate provides it once the
 * session is known, so a screen never asks the server again.
 */
import { NEW_CUSTOMER_HOURLY_RATE } from '@cubby/shared/constants';
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

/**
 * The hourly rate a new child gets, as the owner set it in Settings: the rate the Add Customer
 * screens show and send (decision 024); the spec's 12.50 for a user remembered without it.
 */
export function useDefaultHourlyRate(): string {
  return useStaffUser().defaultHourlyRate ?? NEW_CUSTOMER_HOURLY_RATE;
}
