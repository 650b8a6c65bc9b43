/**
 * @module
 * What staff must see at once (DESIGN section 7, "Kiosk" and "Rooms, ratios"): a person refused
 * at the door, a child a tablet checked out offline to someone who may not collect (decision
 * 073), a kiosk paused by wrong PINs, every kiosk paused by the facility's budget of them
 * (decision 065), a room out of ratio and back in it (decision 041).
 * One alert as the `alerts:{date}` document keeps it; only the server writes one.
 */
import { z } from 'zod';
import { idSchema, isoTimestampSchema } from './common.ts';

/** The kinds of staff alert. */
export const STAFF_ALERT_KINDS = [
  'refused-collector',
  'left-with-non-collector',
  'kiosk-locked',
  'kiosks-paused',
  'out-of-ratio',
  'back-in-ratio',
] as const;

/** One kind of staff alert. */
export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number];

/** Longest text an alert carries in one field. */
export const MAX_ALERT_TEXT_LENGTH = 500;

const text = z.string().min(1).max(MAX_ALERT_TEXT_LENGTH);

/** Zod schema for one staff alert. */
export const staffAlertSchema = z.strictObject({
  id: idSchema,
  /** When it happened, by the server's clock (ISO instant). */
  at: isoTimestampSchema,
  kind: z.enum(STAFF_ALERT_KINDS),
  /** The kiosk it happened at; a room's ratio happens at no kiosk. */
  deviceName: text.optional(),
  /** The room whose ratio changed. */
  roomId: idSchema.optional(),
  /** Their family, so that removing the family removes the alerts that name its people. */
  familyId: idSchema.optional(),
  /** The person at the door, when a PIN named one. */
  contactName: text.optional(),
  /** Their family's children, for staff who go to the door. */
  childNames: z.array(text).max(50).optional(),
  /** What happened, in words for staff. */
  message: text,
});

/** One staff alert. */
export type StaffAlert = z.infer<typeof staffAlertSchema>;
