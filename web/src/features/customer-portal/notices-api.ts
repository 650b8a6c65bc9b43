/**
 * @module
 * The family's notices (GET /api/customer/notices) and marking one read (POST
 * /api/customer/notices/{id}/read), with the parent's session cookie. Asked each time My
 * Schedule opens: a notice arrives when the day-care makes a statement or records a payment.
 */
import { noticeSchema, noticesResponseSchema } from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { isSessionEnded } from '../../lib/error-text.ts';
import { forgetCustomerSession } from './customer-auth.ts';
import { NOTICES_READ } from './portal-screens.ts';

const NOTICES_KEY = [NOTICES_READ.url] as const;

/** The family's notices, newest first. */
export function useNotices() {
  return useQuery({
    queryKey: NOTICES_KEY,
    queryFn: async () =>
      (
        await apiJson(noticesResponseSchema, 'GET', NOTICES_KEY[0], undefined, {
          token: 'none',
        })
      ).notices,
    refetchOnMount: 'always',
  });
}

/** Marks a notice read; the list is asked again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      const path = `/api/customer/notices/${encodeURIComponent(id)}/read`;
      return apiJson(noticeSchema, 'POST', path, undefined, { token: 'none' });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
    onError: (error) => {
      if (isSessionEnded(error)) forgetCustomerSession(queryClient);
    },
  });
}
