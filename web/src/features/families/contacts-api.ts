/**
 * @module
 * The staff's changes to a family's contacts and parent logins: add (a guardian may get a parent
 * login, whose first password is answered once), edit, approve a pick-up a parent proposed,
 * remove, reset a parent login to a new first password, and set a contact's temporary kiosk PIN.
 */
import {
  type CreateContactPayload,
  contactResponseSchema,
  createdContactResponseSchema,
  resetParentLoginResponseSchema,
  type SetPinPayload,
  type UpdateContactPayload,
} from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../lib/api-client.ts';
import { refreshFamily, requireOnline } from './families-api.ts';

function contactsUrl(familyId: string, contactId?: string): string {
  const base = `/api/families/${familyId}/contacts`;
  return contactId ? `${base}/${contactId}` : base;
}

/** Adds a contact; answers it, with a new parent login's first password once. */
export function useAddContact(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateContactPayload) => {
      requireOnline();
      return apiJson(createdContactResponseSchema, 'POST', contactsUrl(familyId), payload);
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/** Changes a contact, or approves a pick-up person a parent proposed (`approved: true`). */
export function useUpdateContact(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      contactId,
      patch,
    }: {
      contactId: string;
      patch: UpdateContactPayload;
    }) => {
      requireOnline();
      return apiJson(contactResponseSchema, 'PATCH', contactsUrl(familyId, contactId), patch);
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/** Removes a contact from the family. */
export function useDeleteContact(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contactId: string) => {
      requireOnline();
      return apiRequest('DELETE', contactsUrl(familyId, contactId));
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/** Gives a parent login a new first password; answers it, once. */
export function useResetParentLogin(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (loginId: string) => {
      requireOnline();
      return apiJson(
        resetParentLoginResponseSchema,
        'POST',
        `/api/families/${familyId}/logins/${loginId}/reset-password`,
      );
    },
    onSuccess: () => refreshFamily(queryClient, familyId),
  });
}

/**
 * Sets a contact's temporary kiosk PIN. The server answers only that it is saved (a PIN is kept
 * as hashes alone), and the family page shows nothing of it, so nothing is read again.
 */
export function useSetContactPin(familyId: string) {
  return useMutation({
    mutationFn: async ({ contactId, payload }: { contactId: string; payload: SetPinPayload }) => {
      requireOnline();
      await apiRequest('PUT', `${contactsUrl(familyId, contactId)}/pin`, payload);
    },
  });
}
