/**
 * @module
 * The kiosk at the door (DESIGN section 7, "Kiosk"): its devices, the PINs parents and staff set,
 * and what the kiosk answers when someone types one. The PIN rules themselves are in
 * `pin-rules.ts` and `pin-schemas.ts`; what the kiosk reads from the server is in `kiosk-answers.ts`.
 */
import { z } from 'zod';
import { newPinSchema, pinEntrySchema } from '../pin-schemas.ts';

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

/** Why a kiosk stopped working: staff revoked it, or its maker's account was deactivated. */
export const KIOSK_REVOKED_REASONS = ['revoked', 'creator-deactivated'] as const;

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
  /** Whether its token no longer works: revoked, or its maker's account deactivated. */
  revoked: z.boolean(),
  /** When it was revoked (ISO instant); null while it works or when only its maker is inactive. */
  revokedAt: z.string().nullable(),
  /** Why it stopped: staff revoked it, or the account that made it was deactivated (065). */
  revokedReason: z.enum(KIOSK_REVOKED_REASONS).nullable(),
  /** Who revoked it, or deactivated its maker, as the audit log named them. */
  revokedBy: z.string().nullable(),
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

/** Most children one person signs in or out at once. */
export const MAX_CHILDREN_SIGNED = 10;

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

/** Zod schema for the {signatureId} path parameter. */
export const signatureParamSchema = z.object({
  signatureId: z.guid({ error: 'signatureId must be a UUID' }),
});
