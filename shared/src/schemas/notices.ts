/**
 * @module
 * Notices a family reads in the parent portal (and by email when the day-care sends mail):
 * GET /api/customer/notices and POST /api/customer/notices/{id}/read.
 */
import { z } from 'zod';

/** What a notice is about. */
export const NOTICE_KINDS = [
  'statement-ready',
  'payment-received',
  'autopay-failed',
  'other',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One notice; `readAt` is null until a parent of the family opens it. */
export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/customer/notices: the family's notices, newest first. */
export const noticesResponseSchema = z.object({ notices: z.array(noticeSchema) });
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;
