/**
 * @module
 * Gzip as the cached answers and the API's compression share it: whether a request takes it,
 * Hono's compress middleware's own rule (gzip named, or a wildcard, with a weight above 0), and
 * how an answer is gzipped.
 */
import { constants, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/**
 * An answer gzipped at the fastest level (nginx's default too), on the event loop. Level 6 took
 * 3.4 ms for a week grid of 300 families (600 KB of JSON, rebuilt after every check-in of the
 * week) and 0.40 ms for a family's five-year ledger; level 1 takes 1.0 and 0.16 ms, for an
 * answer about a third larger (64 KB instead of 48), which a tablet on the centre's network
 * does not notice.
 */
export function gzipAnswer(body: Uint8Array): Buffer<ArrayBuffer> {
  return gzipSync(body, { level: constants.Z_BEST_SPEED });
}

/** True when the `Accept-Encoding` header accepts gzip. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named?.q ?? accepts.find((accept) => accept.type === '*')?.q ?? 0;
  return q > 0;
}
