/**
 * @module
 * Payloads and answers of the rooms routes (DESIGN section 7, "Rooms, ratios and the staff time
 * clock"; decision 039): a room's rule, the children's rooms and next week's plan.
 */
import { z } from 'zod';
import { ageRangeProblem, roomRuleSchema } from '../rooms.ts';
import { idSchema, mondaySchema } from './common.ts';

const hasAgeRange = (rule: { minAgeMonths?: number; maxAgeMonths?: number }) =>
  rule.minAgeMonths === undefined ||
  rule.maxAgeMonths === undefined ||
  ageRangeProblem({ minAgeMonths: rule.minAgeMonths, maxAgeMonths: rule.maxAgeMonths }) === null;

const AGE_RANGE = {
  error: 'The oldest age must be more than the youngest',
  path: ['maxAgeMonths'],
};

/** POST /api/rooms: a new room's name, ages and rule. */
export const createRoomPayloadSchema = z
  .strictObject(roomRuleSchema.shape)
  .refine(hasAgeRange, AGE_RANGE);
export type CreateRoomPayload = z.infer<typeof createRoomPayloadSchema>;

/**
 * PATCH /api/rooms/{id}: any of a room's fields. The age range is checked here when both ends
 * come, and against the stored end by the service when one does.
 */
export const updateRoomPayloadSchema = z
  .strictObject(roomRuleSchema.partial().shape)
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send name, minAgeMonths, maxAgeMonths, childrenPerStaff or maxChildren',
  })
  .refine(hasAgeRange, AGE_RANGE);
export type UpdateRoomPayload = z.infer<typeof updateRoomPayloadSchema>;

/** A room's id in the path. */
export const roomIdParamSchema = z.object({ id: idSchema });

/** A child's room in PATCH /api/customers/{id}: a room's id, or null for no room. */
export const childRoomSchema = idSchema.nullable();

/** GET /api/rooms/plan?weekStart=: a Monday, or next week's when left out. */
export const roomPlanQuerySchema = z.object({ weekStart: mondaySchema.optional() });

/** A room in use, as GET /api/rooms answers it. */
export const roomResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  minAgeMonths: z.number(),
  maxAgeMonths: z.number(),
  childrenPerStaff: z.number(),
  maxChildren: z.number(),
  position: z.number(),
  /** Children assigned to the room now. */
  childCount: z.number(),
});
export type RoomResponse = z.infer<typeof roomResponseSchema>;

/** A child and its room, as GET /api/rooms/assignments answers it. */
export const roomAssignmentSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  birthDate: z.string().nullable(),
  /** Whole months on the facility's today; null without a birth date. */
  ageMonths: z.number().nullable(),
  roomId: z.string().nullable(),
  /** The room the child's age suggests today, or null. */
  suggestedRoomId: z.string().nullable(),
});
export type RoomAssignment = z.infer<typeof roomAssignmentSchema>;

/** POST /api/rooms/assign-suggested: how many children were given their suggested room. */
export const assignedSuggestedResponseSchema = z.object({ assigned: z.number() });

const planDaySchema = z.object({
  date: z.string(),
  expected: z.number(),
  requested: z.number(),
  staffNeeded: z.number(),
  spotsFree: z.number(),
});

/** GET /api/rooms/plan: each room's weekdays, and the children in no room. */
export const roomPlanResponseSchema = z.object({
  weekStart: z.string(),
  rooms: z.array(
    z.object({
      roomId: z.string(),
      name: z.string(),
      maxChildren: z.number(),
      days: z.array(planDaySchema),
    }),
  ),
  unassigned: z.array(z.object({ customerId: z.string(), name: z.string() })),
});
export type RoomPlanResponse = z.infer<typeof roomPlanResponseSchema>;
