/**
 * @module
 * Check-in visits: the sessions entity (spec section 3) and the check-in and check-out payloads.
 */
import { z } from 'zod';
import {
  customerIdSchema,
  idSchema,
  isoTimestampSchema,
  moneyStringSchema,
  nullableColumn,
} from './common.ts';

/** Zod schema for a stored session; duration is whole minutes, null while the visit is open. */
export const sessionSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  checkInTime: isoTimestampSchema,
  checkOutTime: nullableColumn(isoTimestampSchema),
  duration: nullableColumn(z.int().nonnegative()),
  totalCost: nullableColumn(moneyStringSchema),
  isPaid: z.boolean().default(false),
  createdAt: isoTimestampSchema,
});

/** A stored check-in visit. */
export type Session = z.infer<typeof sessionSchema>;

/** Zod schema for inserting a session: id, createdAt, duration and totalCost omitted (spec 5). */
export const insertSessionSchema = sessionSchema.omit({
  id: true,
  createdAt: true,
  duration: true,
  totalCost: true,
});

/** A session about to be inserted. */
export type InsertSession = z.infer<typeof insertSessionSchema>;

/** Zod schema for POST /api/sessions/checkin. */
export const checkInPayloadSchema = z.strictObject({ customerId: customerIdSchema });

/** The body of POST /api/sessions/checkin. */
export type CheckInPayload = z.infer<typeof checkInPayloadSchema>;

/**
 * Zod schema for POST /api/sessions/checkout: who collects (`collectedBy`, a contact id) is
 * optional over the API, the spec's call, unless the owner requires it (DESIGN section 8).
 */
export const checkOutPayloadSchema = z.strictObject({
  customerId: customerIdSchema,
  collectedBy: idSchema.optional(),
});

/** Zod schema for POST /api/sessions/undo-checkout: the child whose check-out is undone. */
export const undoCheckOutPayloadSchema = z.strictObject({ customerId: customerIdSchema });

/** The body of POST /api/sessions/checkout. */
export type CheckOutPayload = z.infer<typeof checkOutPayloadSchema>;
