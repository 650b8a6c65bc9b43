/**
 * @module
 * A child's standing note (the customer's `notes`, issue 16): the note that lasts every week, as
 * opposed to the week's staff note. Only the server keeps it (the directory document carries
 * allergies and medical notes, not this), so it is read through GET /api/customers and changed
 * through PATCH /api/customers/{id}, the same field the family page's Edit Profile changes.
 */
import { customerResponseSchema } from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { toast } from '../../lib/toast-store.ts';

// Under '/api/customers', so adding or deleting a customer refreshes it too.
const STANDING_NOTES_KEY = ['/api/customers', 'standing-notes'] as const;

/** Each child's standing note by id; undefined until the server has answered. */
export function useStandingNotes(): Map<string, string> | undefined {
  const { data } = useQuery({
    queryKey: STANDING_NOTES_KEY,
    queryFn: async () => {
      const customers = await apiJson(
        z.array(customerResponseSchema.pick({ id: true, notes: true })),
        'GET',
        '/api/customers',
      );
      return new Map(customers.map((customer) => [customer.id, customer.notes ?? '']));
    },
    refetchOnMount: 'always',
  });
  return data;
}

/** Saves a child's standing note; needs the server, and says so offline. */
export function useSaveStandingNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { customerId: string; notes: string }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiRequest('PATCH', `/api/customers/${input.customerId}`, { notes: input.notes });
    },
    onSuccess: () => toast({ title: 'Standing note saved' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: error.message || 'Failed to save the standing note.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STANDING_NOTES_KEY }),
  });
}
