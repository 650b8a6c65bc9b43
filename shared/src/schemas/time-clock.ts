/**
 * @module
 * The staff time clock's payloads and answers (DESIGN section 7, "Rooms, ratios and the staff
 * time clock"): clocking in to a room (or moving to another), a break, clocking out.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';

/** POST /api/time-clock/in: the room to be on the floor in (moving there when in another). */
export const clockInPayloadSchema = z.strictObject({ roomId: idSchema });

/** Where a person is now, as the time clock answers it (`ClockState` of the shared rule). */
export const clockStateResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('out') }),
  z.object({ status: z.literal('working'), roomId: z.string(), since: z.string() }),
  z.object({ status: z.literal('break'), since: z.string() }),
]);

/** The time clock's answer to a punch. */
export type ClockStateResponse = z.infer<typeof clockStateResponseSchema>;
