/**
 * @module
 * The owner's calls about the people who sign in (DESIGN section 7, "People"), all with the
 * owner's token: the list, adding a person, a change of name, role or standing, and a reset
 * password. Adding and resetting answer a first password, which the screen shows once.
 */
import {
  type CreateStaffPayload,
  type StaffAccountResponse,
  type StaffWithPasswordResponse,
  staffAccountResponseSchema,
  staffWithPasswordResponseSchema,
  type UpdateStaffPayload,
} from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** An account as the People screen shows it. */
export type Person = StaffAccountResponse;

/** An account with the first password it was just given. */
export type PersonWithPassword = StaffWithPasswordResponse;

/** A person as the screen names them: their name, or their username when they have none yet. */
export function nameOf(person: Person): string {
  return person.name || person.username;
}

const PEOPLE_KEY = ['/api/staff'] as const;

function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

/** Every account, read each time the screen opens. */
export function usePeople() {
  return useQuery({
    queryKey: PEOPLE_KEY,
    queryFn: () =>
      apiJson(z.array(staffAccountResponseSchema), 'GET', '/api/staff', undefined, {
        token: 'owner',
      }),
    refetchOnMount: 'always',
  });
}

// After any change the list is read again: the server orders it and holds the truth.
function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
}

/** Adds a person; answers their first password. */
export function useAddPerson() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (payload: CreateStaffPayload) => {
      requireOnline();
      return apiJson(staffWithPasswordResponseSchema, 'POST', '/api/staff', payload, {
        token: 'owner',
      });
    },
    onSuccess: refresh,
  });
}

/** Renames a person, changes their role, or deactivates or reactivates them. */
export function useUpdatePerson() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: UpdateStaffPayload }) => {
      requireOnline();
      return apiJson(staffAccountResponseSchema, 'PATCH', `/api/staff/${id}`, patch, {
        token: 'owner',
      });
    },
    onSuccess: refresh,
  });
}

/** Gives a person a new first password; answers it. */
export function useResetPassword() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (id: string) => {
      requireOnline();
      return apiJson(
        staffWithPasswordResponseSchema,
        'POST',
        `/api/staff/${id}/reset-password`,
        undefined,
        { token: 'owner' },
      );
    },
    onSuccess: refresh,
  });
}
