/**
 * @module
 * The owner's settings (GET and PUT /api/settings), with the owner's token.
 */
import {
  type SettingsResponse,
  settingsResponseSchema,
  type UpdateSettingsPayload,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { toast } from '../../lib/toast-store.ts';

const SETTINGS_KEY = ['/api/settings'] as const;

/** The settings the Opening Hours, Closures and Check-out cards change, each saved on its own. */
export const CARD_SETTINGS = [
  'openingHours',
  'standardDay',
  'closures',
  'requireCollector',
] as const;

/** The provider and billing settings: what the Provider and Billing form edits. */
export type ProviderSettings = Omit<
  SettingsResponse,
  'sharedFirstPasswordAvailable' | (typeof CARD_SETTINGS)[number]
>;

/** The provider and billing settings of an answer. */
export function providerSettingsOf(saved: SettingsResponse): ProviderSettings {
  const {
    sharedFirstPasswordAvailable: _readOnly,
    openingHours: _hours,
    standardDay: _day,
    closures: _closures,
    requireCollector: _collector,
    ...provider
  } = saved;
  return provider;
}

/** The settings, read each time the screen opens. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () =>
      apiJson(settingsResponseSchema, 'GET', '/api/settings', undefined, { token: 'owner' }),
    refetchOnMount: 'always',
  });
}

/** Saves changed settings; the answer is every setting as stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UpdateSettingsPayload): Promise<SettingsResponse> => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(settingsResponseSchema, 'PUT', '/api/settings', patch, { token: 'owner' });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The header's business name comes with the signed-in user.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: 'Settings saved' });
    },
  });
}
