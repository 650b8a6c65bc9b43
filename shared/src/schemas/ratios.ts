/**
 * @module
 * Live ratios and a day's ratio history (DESIGN section 7, "Rooms, ratios and the staff time
 * clock"; decision 041): the query of GET /api/ratios/history and the answers of both routes.
 */
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';

/** GET /api/ratios/history: the facility day, today when omitted. */
export const ratioHistoryQuerySchema = z.strictObject({ date: isoDateSchema.optional() });

/** One room's ratio now: GET /api/ratios/now answers one per room in use. */
export const roomRatioNowSchema = z.object({
  roomId: z.string(),
  children: z.number(),
  staff: z.number(),
  staffNeeded: z.number(),
  inRatio: z.boolean(),
  name: z.string(),
  overCapacity: z.boolean(),
  childrenPerStaff: z.number(),
  maxChildren: z.number(),
});

/** One room's ratio now. */
export type RoomRatioNowAnswer = z.infer<typeof roomRatioNowSchema>;

const ratioPointSchema = z.object({
  at: z.string(),
  children: z.number(),
  staff: z.number(),
  staffNeeded: z.number(),
  inRatio: z.boolean(),
});

const outOfRatioPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  minutes: z.number(),
  maxChildren: z.number(),
  minStaff: z.number(),
  staffNeeded: z.number(),
});

/** One room's day: GET /api/ratios/history answers one per room in use. */
export const roomRatioHistorySchema = z.object({
  roomId: z.string(),
  name: z.string(),
  points: z.array(ratioPointSchema),
  periods: z.array(outOfRatioPeriodSchema),
  minutesOutOfRatio: z.number(),
});

/** One room's day of ratios. */
export type RoomRatioHistoryAnswer = z.infer<typeof roomRatioHistorySchema>;
