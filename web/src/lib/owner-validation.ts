/**
 * @module
 * Whether the stored owner token still opens the owner's screens (spec section 4, "Owner
 * session"): POST /api/owner/validate once per load. No network is not a failed validation:
 * the owner then works on this device's copy, and the finance document's own connection is
 * refused later if the token has gone bad meanwhile. Any other failed answer counts as not
 * valid: signing in again is the way on. A valid token of an owner who still has a first
 * password opens nothing but the change of it (decision 019).
 */

import { type OwnerValidationResponse, ownerValidationResponseSchema } from '@cubby/shared/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiJson, isNetworkError } from './api-client.ts';
import { readToken } from './tokens.ts';
import { useUserMay } from './user-may.ts';

/** Where the check of an owner token stands. */
export type OwnerValidation = 'checking' | 'valid' | 'must-change-password' | 'invalid' | 'offline';

// One key and one read for the screens' check, the answer a login records and the read again
// after a password change, so the three cannot drift apart.
const validationQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['owner-validation', token] as const,
    queryFn: (): Promise<OwnerValidationResponse> =>
      apiJson(
        ownerValidationResponseSchema,
        'POST',
        '/api/owner/validate',
        { token },
        { token: 'none' },
      ),
  });

/** The state of the check of `token` (null: nothing to check, reads 'invalid'). */
export function useOwnerValidation(token: string | null): OwnerValidation {
  // Checked only when the page loads online; a connection that returns later is checked by
  // the finance document's reconnection instead of a spinner over the owner's work.
  const [onlineAtLoad] = useState(() => navigator.onLine);
  const query = useQuery({ ...validationQuery(token), enabled: token !== null && onlineAtLoad });
  if (token === null) return 'invalid';
  if (query.data) {
    if (!query.data.valid) return 'invalid';
    return query.data.requiresPasswordChange ? 'must-change-password' : 'valid';
  }
  if (query.isError) return isNetworkError(query.error) ? 'offline' : 'invalid';
  return onlineAtLoad ? 'checking' : 'offline';
}

/**
 * Records a token the server just issued as valid, with whether its owner must first replace a
 * first password (the login answer says), so signing in shows no second check.
 */
export function useRememberValidToken(): (token: string, requiresPasswordChange: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, requiresPasswordChange: boolean) =>
      queryClient.setQueryData(validationQuery(token).queryKey, {
        valid: true,
        requiresPasswordChange,
      }),
    [queryClient],
  );
}

/**
 * Reads the check of `token` again, as after the owner replaced a first password. Fetched
 * whatever the screens' check is waiting on (it is disabled on a page loaded offline), so the
 * answer always replaces the one that asked for the change.
 */
export function useRecheckOwnerToken(): (token: string) => Promise<OwnerValidationResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => queryClient.fetchQuery({ ...validationQuery(token), staleTime: 0 }),
    [queryClient],
  );
}

/**
 * The role this device's owner-only writes go with: 'owner' for an owner signed in on the
 * sign-in page (decision 072) or while the owner token stored here checks out (the owner signed
 * in at the owner gate, as for the financial dashboard), else 'staff'. For a screen that staff
 * and the owner share and that offers the owner more.
 */
export function useSessionRole(): 'owner' | 'staff' {
  const ownSession = useUserMay('finance:read');
  const [token] = useState(() => (ownSession ? null : readToken('owner')));
  const validation = useOwnerValidation(token);
  return ownSession || validation === 'valid' ? 'owner' : 'staff';
}
