/**
 * @module
 * Owner login (spec sections 4, 7 and 8): POST /api/owner-login with no staff token; success
 * saves the owner token and opens the financial dashboard (or, signing in on another owner
 * screen, stays there), failure forgets any owner token.
 */
import type { OwnerLoginPayload, OwnerLoginResponse } from '@cubby/shared/schemas';
import { ownerLoginResponseSchema } from '@cubby/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { toast } from '../../lib/toast-store.ts';
import { clearToken, saveToken } from '../../lib/tokens.ts';

/**
 * Signs the owner in; `onGranted` gets the login's answer before the navigation to /financial
 * (none with `stayOnPage`).
 */
export function useOwnerLogin(
  options: { onGranted?: (login: OwnerLoginResponse) => void; stayOnPage?: boolean } = {},
) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (credentials: OwnerLoginPayload) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(ownerLoginResponseSchema, 'POST', '/api/owner-login', credentials, {
        token: 'none',
      });
    },
    onSuccess: (login) => {
      saveToken('owner', login.token);
      // The spec's welcome names the financial dashboard; on another owner screen it would not fit.
      toast(
        options.stayOnPage
          ? { title: 'Access Granted' }
          : { title: 'Access Granted', description: 'Welcome to the financial dashboard' },
      );
      options.onGranted?.(login);
      if (!options.stayOnPage) void navigate({ to: '/financial' });
    },
    onError: (error) => {
      clearToken('owner');
      toast({
        title: 'Access Denied',
        // Offline is not a wrong password: say what is actually needed.
        description:
          error.message === NEEDS_CONNECTION ? NEEDS_CONNECTION : 'Invalid owner credentials',
        variant: 'destructive',
      });
    },
  });
}
