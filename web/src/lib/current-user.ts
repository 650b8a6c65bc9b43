/**
 * @module
 * The signed-in staff user (spec section 4): present means signed in. A 401 reads as nobody. With
 * no network at all, the user last seen on this device counts, so a tablet that signed in once
 * opens its screens offline and keeps working from its local copies. A device with no saved staff
 * token is not asked about: sign-in saves the token and sign-out removes it, so the server could
 * only answer 401, which the browser would log as an error on every signed-out start.
 *
 * While the server is asked, the user last seen stands in for the answer (decision 049): a staff
 * screen opens its documents from the device's copy at once instead of after the round trip, and
 * the answer replaces it, a 401 with the sign-in screen.
 */
import { CURRENT_USER_STALE_MS } from '@cubby/shared/constants';
import type { StaffUserResponse } from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson, isNetworkError } from './api-client.ts';
import { adoptFacilityTimeZone } from './facility-clock.ts';
import { readToken, saveSignInToken } from './tokens.ts';

/** The person signed in on the sign-in page (staff or owner), as GET /api/user answers it. */
export type StaffUser = StaffUserResponse;

/** The query key of the current user. */
export const CURRENT_USER_KEY = ['/api/user'] as const;

const LAST_USER_KEY = 'cubby:lastUser';

/** Remembers the signed-in user for offline starts. */
export function rememberUser(user: StaffUser | null): void {
  if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(LAST_USER_KEY);
}

/** The user last seen signed in on this device, while it holds a staff token; null otherwise. */
export function rememberedUser(): StaffUser | null {
  try {
    const saved = localStorage.getItem(LAST_USER_KEY);
    if (!saved || !readToken('staff')) return null;
    const user = JSON.parse(saved) as Partial<StaffUser> | null;
    // Written by this app after a validated answer; a copy without an id is not one.
    return typeof user?.id === 'string' ? (user as StaffUser) : null;
  } catch {
    return null;
  }
}

async function fetchCurrentUser(): Promise<StaffUser | null> {
  if (!readToken('staff')) return null;
  try {
    // Validation's code (zod and the schemas) downloads alongside the answer, and only on a
    // device with a session: the sign-in screen needs none of it (decision 045).
    const schema = import('@cubby/shared/schemas').then((s) => s.staffUserResponseSchema);
    const user = await apiJson(schema, 'GET', CURRENT_USER_KEY[0]);
    // An owner's session is the owner token too, whatever cleared that since (decision 072).
    const token = readToken('staff');
    if (token) saveSignInToken(token, user.role);
    rememberUser(user);
    adoptFacilityTimeZone(user.timeZone);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberUser(null);
      return null;
    }
    if (isNetworkError(error)) return rememberedUser();
    throw error;
  }
}

/** The current staff user: undefined while loading, null when signed out. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: CURRENT_USER_STALE_MS,
    // Shown, never cached: the query still asks the server, and its answer is what stays.
    placeholderData: () => rememberedUser() ?? undefined,
  });
}
