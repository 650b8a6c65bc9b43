/**
 * @module
 * A facility day's ratio history, from GET /api/ratios/history: computed by the server from the
 * stored stays and clock entries (decision 041), so it needs the network.
 */
import type { IsoDate } from '@cubby/shared/dates';
import { roomRatioHistorySchema } from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';

/** Each room's steps and periods out of ratio on `date`. */
export function useRatioHistory(date: IsoDate) {
  const url = `/api/ratios/history?date=${date}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => apiJson(z.array(roomRatioHistorySchema), 'GET', url),
    refetchOnMount: 'always',
  });
}
