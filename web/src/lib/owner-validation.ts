/**
 * @module
 * Whether the stored owner token still opens the owner's screens (spec section 4, "Owner
 * session"): POST /api/owner/validate once per load. No network is not a failed validation:
 * the owner then works on this device's copy, and the finance document's own connection is
 * refused later if the token has gone bad meanwhile. Any other failed answer counts as not
 * valid: signing in again is the way on.
 */

import { ownerValidationResponseSchema } from '@cubby/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiJson, isNetworkError } from './api-client.ts';

/** Where the check of an owner token stands. */
export type OwnerValidation = 'checking' | 'valid' | 'invalid' | 'offline';

const validationKey = (token: string | null) => ['owner-validation', token] as const;

/** The state of the check of `token` (null: nothing to check, reads 'invalid'). */
export function useOwnerValidation(token: string | null): OwnerValidation {
  // Checked only when the page loads online; a connection that returns later is checked by
  // the finance document's reconnection instead of a spinner over the owner's work.
  const [onlineAtLoad] = useState(() => navigator.onLine);
  const query = useQuery({
    queryKey: validationKey(token),
    queryFn: () =>
      apiJson(
        ownerValidationResponseSchema,
        'POST',
        '/api/owner/validate',
        { token },
        { token: 'none' },
      ),
    enabled: token !== null && onlineAtLoad,
  });
  if (token === null) return 'invalid';
  if (query.data) return query.data.valid ? 'valid' : 'invalid';
  if (query.isError) return isNetworkError(query.error) ? 'offline' : 'invalid';
  return onlineAtLoad ? 'checking' : 'offline';
}

/** Records a token the server just issued as valid, so signing in shows no second check. */
export function useRememberValidToken(): (token: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => queryClient.setQueryData(validationKey(token), { valid: true }),
    [queryClient],
  );
}
