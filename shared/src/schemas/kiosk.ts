/**
 * @module
 * The kiosk at the door (DESIGN section 7, "Kiosk"): its devices, the PINs parents and staff set,
 * and what the kiosk answers when someone types one. The PIN rules themselves are in
 * `pin-rules.ts`.
 */
import { z } from 'zod';
import { newPinSchema, pinEntrySchema } from '../pin-rules.ts';

/** Longest name of a kiosk device ("Front door tablet"). */
export const MAX_KIOSK_NAME_LENGTH = 100;

/** Zod schema for POST /api/kiosk/devices: what staff call the tablet. */
export const createKioskDevicePayloadSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(MAX_KIOSK_NAME_LENGTH, {
      error: `Name must be at most ${MAX_KIOSK_NAME_LENGTH} characters`,
    }),
});
export type CreateKioskDevicePayload = z.infer<typeof createKioskDevicePayloadSchema>;

/** POST /api/kiosk/devices: the device and its token, answered this once (only a hash is kept). */
export const createdKioskDeviceResponseSchema = z.object({
  deviceId: z.string(),
  token: z.string(),
});
export type CreatedKioskDeviceResponse = z.infer<typeof createdKioskDeviceResponseSchema>;

/** One kiosk of GET /api/kiosk/devices. */
export const kioskDeviceResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  /** The name of the person who made it a kiosk, as the audit log would name them. */
  createdBy: z.string(),
  /** When the kiosk last asked the server anything (ISO instant); null if never. */
  lastSeenAt: z.string().nullable(),
  revoked: z.boolean(),
});
export type KioskDeviceResponse = z.infer<typeof kioskDeviceResponseSchema>;

/** Zod schema for the {deviceId} path parameter. */
export const kioskDeviceParamSchema = z.object({
  deviceId: z.guid({ error: 'deviceId must be a UUID' }),
});

/** Zod schema for PUT /api/customer/pin and PUT /api/families/{id}/contacts/{contactId}/pin. */
export const setPinPayloadSchema = z.strictObject({ pin: newPinSchema });
export type SetPinPayload = z.infer<typeof setPinPayloadSchema>;

/** Zod schema for POST /api/kiosk/identify: a PIN as typed, judged only by its shape. */
export const identifyPayloadSchema = z.strictObject({ pin: pinEntrySchema });
export type IdentifyPayload = z.infer<typeof identifyPayloadSchema>;

/** A child the person at the kiosk may sign in or out. */
export const kioskChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether the child has an open visit today (the facility's today). */
  checkedIn: z.boolean(),
  /** Shown beside the child at the door; null when none are recorded. */
  allergies: z.string().nullable(),
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
  note: z.string().nullable().default(null),
});
export type IdentifyResponse = z.infer<typeof identifyResponseSchema>;

/**
 * One person of GET /api/kiosk/roster: identify's answer for them, and the verifier their PIN
 * must derive to (decision 029).
 */
export const kioskRosterEntrySchema = identifyResponseSchema.extend({ verifier: z.string() });
export type KioskRosterEntry = z.infer<typeof kioskRosterEntrySchema>;

/**
 * GET /api/kiosk/roster: what a kiosk checks PINs against while offline. `salt` is base64url;
 * `generatedAt` an ISO instant, the moment the children's in and out were read.
 */
export const kioskRosterResponseSchema = z.object({
  businessName: z.string(),
  salt: z.string(),
  iterations: z.number().int().positive(),
  generatedAt: z.string(),
  entries: z.array(kioskRosterEntrySchema),
  /** Verifiers of staff PINs: offline, such a PIN is told the time clock needs the network. */
  staffVerifiers: z.array(z.string()).default([]),
});
export type KioskRosterResponse = z.infer<typeof kioskRosterResponseSchema>;

/** Most children one person signs in or out at once. */
export const MAX_CHILDREN_SIGNED = 10;

/** Largest signature image the kiosk may send, decoded. */
export const MAX_SIGNATURE_BYTES = 64 * 1024;

/** How a signature is sent: a PNG as a data URL, as a canvas gives it. */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * Zod schema for POST /api/kiosk/check-in and /check-out. The signature's content and size are
 * checked by the server (a too-large image is 413, not 400); `actionId` makes a resend answer
 * what the first call answered; `at` is when it happened on a kiosk that was offline.
 */
export const kioskSignPayloadSchema = z.strictObject({
  pin: pinEntrySchema,
  customerIds: z
    .array(z.string().min(1).max(64), { error: 'customerIds must be a list of children' })
    .min(1, { error: 'Choose at least one child' })
    .max(MAX_CHILDREN_SIGNED, { error: `At most ${MAX_CHILDREN_SIGNED} children at once` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each child may be named once',
    }),
  signature: z.string({ error: 'signature must be a PNG data URL' }).optional(),
  actionId: z.guid({ error: 'actionId must be a UUID' }).optional(),
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO instant' }).optional(),
});
export type KioskSignPayload = z.infer<typeof kioskSignPayloadSchema>;

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

/** Zod schema for the {signatureId} path parameter. */
export const signatureParamSchema = z.object({
  signatureId: z.guid({ error: 'signatureId must be a UUID' }),
});
