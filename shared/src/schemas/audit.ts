/**
 * @module
 * The audit log as GET /api/audit answers it, and its filters (DESIGN section 7). An entry says
 * in words what changed, with the values before and after where there are any; free text
 * (notes, reasons, contact details) never goes into one.
 */
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';

/** Who made a change. */
export const AUDIT_ACTOR_KINDS = ['staff', 'owner', 'parent', 'kiosk', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * What an entry is about: the first word of its action (`attendance.checked-in`). The Activity
 * screen filters by it.
 */
export const AUDIT_KINDS = [
  'attendance',
  'note',
  'confirmation',
  'payment',
  'customer',
  'family',
  'account',
  'settings',
  'kiosk',
  'room',
  'time-clock',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Most entries one page answers. */
export const MAX_AUDIT_PAGE = 500;

/** Zod schema for GET /api/audit's query: every filter optional, newest first. */
export const auditQuerySchema = z.object({
  customerId: z.string().min(1).max(64).optional(),
  actorId: z.string().min(1).max(64).optional(),
  kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}` }).optional(),
  /** The first and last facility dates the entries were made on. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  limit: z.coerce
    .number()
    .int({ error: 'limit must be a whole number' })
    .min(1)
    .max(MAX_AUDIT_PAGE, { error: `limit must be at most ${MAX_AUDIT_PAGE}` })
    .default(100),
  /** The `next` of the page before: entries older than it. */
  before: z.coerce.number().int().min(1).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One entry of the audit log. */
export const auditEntryResponseSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.string().nullable(),
    name: z.string(),
  }),
  deviceId: z.string().nullable(),
  action: z.string(),
  customerId: z.string().nullable(),
  date: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryResponse = z.infer<typeof auditEntryResponseSchema>;

/** GET /api/audit: a page of entries, newest first, and the cursor of the next page (or null). */
export const auditPageResponseSchema = z.object({
  entries: z.array(auditEntryResponseSchema),
  next: z.number().nullable(),
});
export type AuditPageResponse = z.infer<typeof auditPageResponseSchema>;
