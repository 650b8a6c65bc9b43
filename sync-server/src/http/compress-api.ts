/**
 * @module
 * Gzip for the API's answers, in one synchronous call on the event loop. Hono's compress
 * middleware pipes every answer through a `CompressionStream`: a zlib stream and its native
 * state per answer, web-stream plumbing in microtasks and a hop to the libuv thread pool and
 * back. A bench:rest profile (decision 043) put that at a fifth of the server's busy time for
 * 1-20 KiB JSON answers, and with the server on one core the pool's threads took turns with the
 * event loop, stalling answers behind others' gzip. Every API answer is already whole in memory
 * (JSON, CSV, PDF: nothing streams), so one `gzipSync` costs a few tens of microseconds instead.
 * Answers this does not take (a client that accepts only deflate, the web app's files) fall
 * through to Hono's middleware as before.
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { acceptsGzip, gzipAnswer } from './gzip.ts';

/** Below this many bytes an answer goes as it is: gzip would save less than its own header. */
export const COMPRESS_MIN_BYTES = 1024;

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Middleware that gzips compressible answers of `COMPRESS_MIN_BYTES` or more at once. */
export function compressApi(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // As Hono's middleware does: the answer differs by encoding, whatever this client takes.
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary))) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Cleared first: assigning over an answer merges the old one's headers into the new one.
    c.res = undefined;
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      // Its length told, so Hono's middleware leaves it too (it gzipped every JSON answer, since
      // `c.json` tells none).
      headers.set('Content-Length', String(body.byteLength));
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const gzipped = gzipAnswer(body);
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(gzipped.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(new Uint8Array(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength), {
      status: res.status,
      headers,
    });
  };
}
