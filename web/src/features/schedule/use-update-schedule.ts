/**
 * @module
 * Saving a customer's default days: PUT /api/customers/{id}/schedule. Default days live in the
 * customers table, so this needs the server; the directory document then brings the change to
 * every staff screen.
 */
import type { UpdateSchedulePayload } from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { toast } from '../../lib/toast-store.ts';

/** A mutation that saves one customer's default days. */
export function useUpdateSchedule(options: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { customerId: string; days: UpdateSchedulePayload }) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiRequest('PUT', `/api/customers/${input.customerId}/schedule`, input.days);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/customers'] });
      options.onSaved();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: error.message || 'Failed to update schedule',
        variant: 'destructive',
      }),
  });
}
