/**
 * @module
 * The staff's and the owner's calls about kiosk devices (DESIGN section 7, "Kiosk"): the list,
 * adding a kiosk, revoking one. Adding answers the kiosk's token once; it is meant for the tablet
 * at the door, so it goes no further than the dialog that offers to make this tablet the kiosk.
 */
import {
  type CreateKioskDevicePayload,
  createdKioskDeviceResponseSchema,
  kioskDeviceResponseSchema,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

const KIOSKS_KEY = ['/api/kiosk/devices'] as const;

function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

/** Every kiosk, revoked ones too, read each time the screen opens. */
export function useKioskDevices() {
  return useQuery({
    queryKey: KIOSKS_KEY,
    queryFn: () => apiJson(z.array(kioskDeviceResponseSchema), 'GET', KIOSKS_KEY[0]),
    refetchOnMount: 'always',
  });
}

// After any change the list is read again: the server orders it and knows when each was seen.
function useRefreshKiosks() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: KIOSKS_KEY });
}

/** Adds a kiosk by name; answers its token for the dialog, which alone may hand it over. */
export function useAddKiosk() {
  const refresh = useRefreshKiosks();
  return useMutation({
    mutationFn: async (payload: CreateKioskDevicePayload) => {
      requireOnline();
      const { deviceId, token } = await apiJson(
        createdKioskDeviceResponseSchema,
        'POST',
        KIOSKS_KEY[0],
        payload,
      );
      return { deviceId, token, name: payload.name };
    },
    onSuccess: refresh,
  });
}

/** Revokes a kiosk: its token stops working at once. */
export function useRevokeKiosk() {
  const refresh = useRefreshKiosks();
  return useMutation({
    mutationFn: async (deviceId: string) => {
      requireOnline();
      await apiRequest('DELETE', `${KIOSKS_KEY[0]}/${deviceId}`);
    },
    onSuccess: refresh,
  });
}
