/**
 * @module
 * The HTTP status of each kind of refusal a service makes (`services/refusal.ts`).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RefusalKind } from '../services/refusal.ts';

/** The status a refusal answers with; the body is its message, as plain text. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, ContentfulStatusCode>> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'upstream-failed': 502,
};
