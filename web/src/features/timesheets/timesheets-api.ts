/**
 * @module
 * The owner's timesheet calls, with the owner's token: a week of every person's time
 * (GET /api/timesheets), a correction of one entry (PATCH /api/time-clock/entries/{id}) and time
 * someone forgot to clock (POST /api/time-clock/entries). After a change the week is read again.
 */
import type { AddEntryPayload, CorrectEntryPayload } from '@cubby/shared/schemas';
import { timesheetsResponseSchema } from '@cubby/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

const TIMESHEETS_KEY = '/api/timesheets';
const savedEntrySchema = z.object({ id: z.string() });

function requireOnline(): void {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
}

/** Every person's time in the week of `weekStart`. */
export function useTimesheets(weekStart: string) {
  return useQuery({
    queryKey: [TIMESHEETS_KEY, weekStart],
    queryFn: () =>
      apiJson(timesheetsResponseSchema, 'GET', timesheetsUrl(weekStart), undefined, {
        token: 'owner',
      }),
    refetchOnMount: 'always',
  });
}

/** The address of a week's timesheets; `.csv` for the download. */
export function timesheetsUrl(weekStart: string, csv = false): string {
  return `/api/timesheets${csv ? '.csv' : ''}?weekStart=${encodeURIComponent(weekStart)}`;
}

function useRefreshTimesheets() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [TIMESHEETS_KEY] });
}

/** Corrects one entry's times or room, with a reason. */
export function useCorrectEntry() {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CorrectEntryPayload }) => {
      requireOnline();
      return apiJson(savedEntrySchema, 'PATCH', `/api/time-clock/entries/${id}`, change, {
        token: 'owner',
      });
    },
    onSuccess: refresh,
  });
}

/** Adds a stretch a person forgot to clock, with a reason. */
export function useAddEntry() {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: (payload: AddEntryPayload) => {
      requireOnline();
      return apiJson(savedEntrySchema, 'POST', '/api/time-clock/entries', payload, {
        token: 'owner',
      });
    },
    onSuccess: refresh,
  });
}
