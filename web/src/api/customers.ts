/**
 * @module
 * Adding and deleting customers: these need the server (they create logins and remove records),
 * so they say so when the device is offline. Toasts are the spec's (section 8).
 */
import { type CreatedCustomerResponse, createdCustomerResponseSchema } from '@cubby/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../lib/connection.ts';
import { toast } from '../lib/toast-store.ts';

/** The customer and generated login POST /api/customers answers. */
export type CreatedCustomer = CreatedCustomerResponse;

function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

// After a change to customers the spec refreshes these reads.
const CUSTOMER_READS = [
  '/api/customers',
  '/api/attendance/weekly',
  '/api/confirmations/weekly',
  '/api/payments/weekly',
];

/** A child to add: a new family's, or with `familyId` a sibling in that family. */
export interface NewChild {
  name: string;
  familyId?: string;
  /** The rate the screen showed; absent, the server gives the owner's default. */
  hourlyRate?: string;
}

/**
 * Adds a customer (the screens send empty email and phone, and the rate they showed: the owner's
 * default, 12.50 unless changed in Settings).
 */
export function useAddCustomer(options: { onAdded?: (customer: CreatedCustomer) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (child: string | NewChild) => {
      requireOnline();
      const { name, familyId, hourlyRate } = typeof child === 'string' ? { name: child } : child;
      return apiJson(createdCustomerResponseSchema, 'POST', '/api/customers', {
        name,
        email: '',
        phone: '',
        ...(hourlyRate ? { hourlyRate } : {}),
        ...(familyId ? { familyId } : {}),
      });
    },
    onSuccess: (customer) => {
      const { login } = customer;
      toast({
        title: 'Success',
        // The only time the family's first password (and welcome code) is shown: the server
        // keeps only hashes.
        // A new family always has a login; a sibling shares the family's and gets none.
        description: login
          ? `Customer added. Portal login: ${login.username}, first password: ${login.password}${
              login.welcomeCode ? `, welcome code: ${login.welcomeCode}` : ''
            }`
          : 'Customer added',
      });
      for (const key of CUSTOMER_READS) void queryClient.invalidateQueries({ queryKey: [key] });
      options.onAdded?.(customer);
    },
    onError: (error) =>
      toast({
        title: 'Failed to Add Customer',
        description: error.message || 'Unable to add customer. Please try again.',
        variant: 'destructive',
      }),
  });
}

/** Deletes a customer and all their records. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (customerId: string) => {
      requireOnline();
      return apiRequest('DELETE', `/api/customers/${customerId}`);
    },
    onSuccess: () => {
      toast({ title: 'Customer deleted successfully' });
      for (const key of CUSTOMER_READS) void queryClient.invalidateQueries({ queryKey: [key] });
    },
    onError: (error) =>
      toast({
        title: 'Failed to delete customer',
        description: error.message === NEEDS_CONNECTION ? NEEDS_CONNECTION : undefined,
        variant: 'destructive',
      }),
  });
}
