/**
 * @module
 * What the kiosk at the door reads from the server (DESIGN section 7, "Kiosk"): who typed a PIN,
 * the offline roster, the outcome of a check-in or check-out and of a time clock punch, and the
 * limits of a signature it sends. Written with zod/mini so the kiosk validates its answers
 * without downloading zod's classic API (decision 045); the payload schemas, which only the
 * server reads, stay in `kiosk.ts` and `time-clock.ts`.
 */
import * as z from 'zod/mini';

/** A child the person at the kiosk may sign in or out. */
export const kioskChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether the child has an open visit today (the facility's today). */
  checkedIn: z.boolean(),
  /** Shown beside the child at the door; null when none are recorded. */
  allergies: z.nullable(z.string()),
});
export type KioskChild = z.infer<typeof kioskChildSchema>;

/**
 * POST /api/kiosk/identify: who typed the PIN, the children they may sign in or out, and the
 * note staff left for their family ("Please see the front desk"), null when there is none. An
 * answer without `note` (an older server) reads as no note.
 */
export const identifyResponseSchema = z.object({
  contact: z.object({ id: z.string(), name: z.string() }),
  children: z.array(kioskChildSchema),
  note: z._default(z.nullable(z.string()), null),
});
export type IdentifyResponse = z.infer<typeof identifyResponseSchema>;

/**
 * One person of GET /api/kiosk/roster: identify's answer for them, and what their 6-digit PIN
 * must derive to (decision 065): the salt of their PIN (base64url) and its tag, the first bits of
 * Argon2id(PIN, salt). The tag matches about one PIN in a thousand, never gives the PIN back.
 */
export const kioskRosterEntrySchema = z.extend(identifyResponseSchema, {
  salt: z.string(),
  tag: z.number().check(z.int(), z.nonnegative()),
});
export type KioskRosterEntry = z.infer<typeof kioskRosterEntrySchema>;

/** The Argon2id parameters a roster's tags were derived with, and how many bits a tag keeps. */
export const kioskPinTagParamsSchema = z.object({
  memoryKiB: z.number().check(z.int(), z.positive()),
  passes: z.number().check(z.int(), z.positive()),
  parallelism: z.number().check(z.int(), z.positive()),
  hashBytes: z.number().check(z.int(), z.positive()),
  tagBits: z.number().check(z.int(), z.positive(), z.lte(32)),
});
export type KioskPinTagParams = z.infer<typeof kioskPinTagParamsSchema>;

/**
 * GET /api/kiosk/roster: what a kiosk checks 6-digit PINs against while offline.
 * `generatedAt` is an ISO instant, the moment the children's in and out were read; a tablet
 * forgets a roster past `KIOSK_ROSTER_MAX_AGE_MS` (`@cubby/shared/pin-verifier`) from it.
 */
export const kioskRosterResponseSchema = z.object({
  businessName: z.string(),
  generatedAt: z.string(),
  pinTag: kioskPinTagParamsSchema,
  entries: z.array(kioskRosterEntrySchema),
});
export type KioskRosterResponse = z.infer<typeof kioskRosterResponseSchema>;

/** Largest signature image the kiosk may send, decoded. */
export const MAX_SIGNATURE_BYTES = 64 * 1024;

/** How a signature is sent: a PNG as a data URL, as a canvas gives it. */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

/** What happened to one child at the kiosk. */
export const KIOSK_SIGN_OUTCOMES = ['checked-in', 'already-in', 'checked-out', 'not-in'] as const;

/** POST /api/kiosk/check-in and /check-out: each child, what happened and when (ISO instant). */
export const kioskSignResponseSchema = z.object({
  results: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      outcome: z.enum(KIOSK_SIGN_OUTCOMES),
      at: z.string(),
    }),
  ),
});
export type KioskSignResponse = z.infer<typeof kioskSignResponseSchema>;

/** Where a person is now, as the time clock answers it (`ClockState` of the shared rule). */
export const clockStateResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('out') }),
  z.object({ status: z.literal('working'), roomId: z.string(), since: z.string() }),
  z.object({ status: z.literal('break'), since: z.string() }),
]);

/** The time clock's answer to a punch. */
export type ClockStateResponse = z.infer<typeof clockStateResponseSchema>;

/** One room as the kiosk's time clock shows it: its ratio now. */
export const kioskRoomRatioSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  children: z.number(),
  staff: z.number(),
  staffNeeded: z.number(),
  inRatio: z.boolean(),
});
export type KioskRoomRatio = z.infer<typeof kioskRoomRatioSchema>;

/** POST /api/kiosk/identify when the PIN is a staff member's: who, where, and each room now. */
export const kioskStaffResponseSchema = z.object({
  staff: z.object({ id: z.string(), name: z.string() }),
  clock: clockStateResponseSchema,
  rooms: z.array(kioskRoomRatioSchema),
});
export type KioskStaffResponse = z.infer<typeof kioskStaffResponseSchema>;

/** POST /api/kiosk/time-clock's answer: whose punch, and where they are now. */
export const kioskPunchResponseSchema = z.object({
  name: z.string(),
  clock: clockStateResponseSchema,
});
