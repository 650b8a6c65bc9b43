/**
 * @module
 * Gzip as the cached answers and the API's compression share it: whether a request takes it,
 * Hono's compress middleware's own rule (gzip named, or a wildcard, with a weight above 0), and
 * how an answer is gzipped, whole or from a start kept deflated (decision 061).
 */
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
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

/**
 * The start of an answer, deflated once and kept, that any rest can follow (`gzipJoined`). It ends
 * with a sync flush: on a byte boundary and without a final block, so another deflate stream can
 * be appended, as pigz joins the pieces it compresses in parallel. It carries the CRC-32 and
 * length of its bytes, which the gzip trailer covers.
 */
export interface DeflatedStart {
  deflated: Buffer<ArrayBuffer>;
  crc: number;
  length: number;
}

/** Deflates `start` to be followed later (`gzipJoined`). */
export function deflateStart(start: Uint8Array): DeflatedStart {
  const deflated = deflateRawSync(start, {
    level: constants.Z_BEST_SPEED,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return { deflated: ownMemory(deflated), crc: crc32(start), length: start.length };
}

// RFC 1952: deflate, no name or comment, no time, fastest level (XFL 4), Unix (OS 3).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 4, 3]);

/**
 * One gzip member of `start`'s bytes followed by `rest`, deflating only `rest`: what
 * `gzipAnswer` of the two together would decompress to.
 */
export function gzipJoined(start: DeflatedStart, rest: Uint8Array): Buffer<ArrayBuffer> {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, start.crc), 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE((start.length + rest.length) % 2 ** 32, 4);
  const deflatedRest = deflateRawSync(rest, { level: constants.Z_BEST_SPEED });
  return Buffer.concat([GZIP_HEADER, start.deflated, deflatedRest, trailer]);
}

/**
 * The bytes in memory of their own. zlib answers a small result as a view of its 64 KiB output
 * chunk: a kept ledger of 900 gzipped bytes held 64 KiB, and a cache bounded at 32 MiB of
 * answers held over a gigabyte (issue 21).
 */
export function ownMemory(bytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** True when the `Accept-Encoding` header accepts gzip. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named?.q ?? accepts.find((accept) => accept.type === '*')?.q ?? 0;
  return q > 0;
}
