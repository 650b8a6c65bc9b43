/**
 * @module
 * The time clock's calls, with the person's own session: where I am and my week
 * (GET /api/time-clock/me), a punch (POST /api/time-clock/in, /break, /out) and my kiosk PIN
 * (PUT /api/time-clock/pin). A punch reads the week again: the server holds the truth.
 */
import { clockStateResponseSchema, ownTimesheetResponseSchema } from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

const OWN_WEEK_KEY = ['/api/time-clock/me'] as const;

function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

/** Where I am and this week's time. */
export function useOwnWeek() {
  return useQuery({
    queryKey: OWN_WEEK_KEY,
    queryFn: () => apiJson(ownTimesheetResponseSchema, 'GET', '/api/time-clock/me'),
    refetchOnMount: 'always',
  });
}

/** What a punch asks: a room to be in, a break, or clocking out. */
export type PunchRequest = { action: 'in'; roomId: string } | { action: 'break' | 'out' };

/** Punches the clock for the signed-in person. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PunchRequest) => {
      requireOnline();
      const body = request.action === 'in' ? { roomId: request.roomId } : undefined;
      return apiJson(clockStateResponseSchema, 'POST', `/api/time-clock/${request.action}`, body);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: OWN_WEEK_KEY }),
  });
}

/** Sets the signed-in person's kiosk PIN. */
export function useSetOwnPin() {
  return useMutation({
    mutationFn: (payload: { pin: string }) => {
      requireOnline();
      return apiJson(z.object({ ok: z.literal(true) }), 'PUT', '/api/time-clock/pin', payload);
    },
  });
}
