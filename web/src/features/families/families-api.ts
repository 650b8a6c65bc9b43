/**
 * @module
 * The staff's reads of families (DESIGN section 7, "People") and the changes to a child: the
 * list, one family, a child's profile and a sibling; and the family's kiosk note. Writes need the
 * server and say so offline; the server then refreshes the directory document, which every staff
 * device sees live.
 */
import { NEW_CUSTOMER_HOURLY_RATE } from '@cubby/shared/constants';
import {
  childResponseSchema,
  createdCustomerResponseSchema,
  familyResponseSchema,
  familySummaryResponseSchema,
  type UpdateChildPayload,
  type UpdateFamilyPayload,
} from '@cubby/shared/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** The query key of the family list. */
export const FAMILIES_KEY = ['/api/families'] as const;

/** The query key of one family. */
export function familyKey(familyId: string) {
  return ['/api/families', familyId] as const;
}

/** Throws the connection notice when the device is offline, before a write is tried. */
export function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

/** Reads the family list and `familyId`'s family again: the server holds the truth. */
export function refreshFamily(queryClient: QueryClient, familyId: string): void {
  void queryClient.invalidateQueries({ queryKey: familyKey(familyId), exact: true });
  void queryClient.invalidateQueries({ queryKey: FAMILIES_KEY, exact: true });
}

/** Every family, sorted by name, read each time the list opens. */
export function useFamilies() {
  return useQuery({
    queryKey: FAMILIES_KEY,
    queryFn: () => apiJson(z.array(familySummaryResponseSchema), 'GET', FAMILIES_KEY[0]),
    refetchOnMount: 'always',
  });
}

/** One family with its children and contacts, read each time its page opens. */
export function useFamily(familyId: string) {
  return useQuery({
    queryKey: familyKey(familyId),
    queryFn: () =>
      apiJson(
        familyResponseSchema,
        'GET',
        // From the address bar: whatever it holds stays one path segment.
        `/api/families/${encodeURIComponent(familyId)}`,
      ),
    refetchOnMount: 'always',
  });
}

/** Changes a child's name or profile (birth date, allergies, medical notes, notes). */
export function useUpdateChild(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, patch }: { childId: string; patch: UpdateChildPayload }) => {
      requireOnline();
      return apiJson(childResponseSchema, 'PATCH', `/api/customers/${childId}`, patch);
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/** Moves a child to another room or to none, with the owner's token: the owner's alone (decision 039). */
export function useSetChildRoom(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, roomId }: { childId: string; roomId: string | null }) => {
      requireOnline();
      const patch: UpdateChildPayload = { roomId };
      return apiJson(childResponseSchema, 'PATCH', `/api/customers/${childId}`, patch, {
        token: 'owner',
      });
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/**
 * Changes a child's hourly rate, with the owner's token: the owner's alone (decision 024), so
 * the server refuses it from staff. Days already priced keep their price.
 */
export function useChangeRate(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, hourlyRate }: { childId: string; hourlyRate: string }) => {
      requireOnline();
      const patch: UpdateChildPayload = { hourlyRate };
      return apiJson(childResponseSchema, 'PATCH', `/api/customers/${childId}`, patch, {
        token: 'owner',
      });
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/** Adds a sibling to the family: a child with the screens' fixed rate and no login of its own. */
export function useAddSibling(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      requireOnline();
      return apiJson(createdCustomerResponseSchema, 'POST', '/api/customers', {
        name,
        email: '',
        phone: '',
        hourlyRate: NEW_CUSTOMER_HOURLY_RATE,
        familyId,
      });
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/** Sets the note the kiosk shows the family's people, or clears it with null. */
export function useSetKioskNote(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kioskNote: string | null) => {
      requireOnline();
      const patch: UpdateFamilyPayload = { kioskNote };
      return apiJson(familyResponseSchema, 'PATCH', `/api/families/${familyId}`, patch);
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}
