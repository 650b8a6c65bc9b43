/**
 * @module
 * Whether a request takes gzip: the one rule the cached answers and the API's compression share,
 * Hono's compress middleware's own (gzip named, or a wildcard, with a weight above 0).
 */
import { parseAccept } from 'hono/utils/accept';

/** True when the `Accept-Encoding` header accepts gzip. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named?.q ?? accepts.find((accept) => accept.type === '*')?.q ?? 0;
  return q > 0;
}
