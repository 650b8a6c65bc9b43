/**
 * @module
 * Encoded answers of the heavy reads, kept while the database is unchanged (decision 011). An
 * entry is keyed by the caller (role and account: a parent's answer is theirs alone) and the URL,
 * and is current while the change clock reads as it did when the answer was built: any row
 * written since, by any path, makes every answer stale. A read that knows a finer version of
 * everything it reads passes it as the entry's stamp instead (the customer report, decision 043),
 * so writes it does not read leave its answers current. An answer is stored gzipped, with a weak
 * ETag of those bytes, so a repeated poll costs a map lookup and a revalidation costs a 304; the
 * rare client that takes no gzip gets it unzipped. A read that encodes its answer itself, from
 * parts it keeps encoded (the customer report, decision 061), builds a `GzippedJson`.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { ChangeClock } from './change-clock.ts';
import { acceptsGzip, gzipAnswer, ownMemory } from './gzip.ts';

/** Memory the cached answers may hold, by default. */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Every answer may differ per user, and must be revalidated: no proxy may share it. */
const CACHE_CONTROL = 'private, no-cache';

interface Entry {
  key: string;
  /** The change clock's reading, or the read's own stamp, when the answer was built. */
  stamp: string;
  /** The JSON, gzipped: a tenth of its size, and what browsers take as it is. */
  gzip: Buffer<ArrayBuffer>;
  etag: string;
  bytes: number;
}

/** An answer already gzipped as JSON, which the cache keeps and sends as it is. */
export class GzippedJson {
  readonly gzip: Buffer<ArrayBuffer>;

  constructor(gzip: Buffer<ArrayBuffer>) {
    this.gzip = gzip;
  }
}

/** Counters for the health endpoint and the benchmark. */
export interface ResponseCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** An LRU of encoded answers, bounded by bytes. */
export class ResponseCache {
  readonly #clock: ChangeClock;
  readonly #maxBytes: number;
  // Map order is recency: a hit moves its entry to the end, eviction takes from the front.
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  constructor(clock: ChangeClock, { maxBytes = RESPONSE_CACHE_MAX_BYTES } = {}) {
    this.#clock = clock;
    this.#maxBytes = maxBytes;
  }

  /**
   * Answers a GET with `build()` as JSON, from the cache when the stored answer is current. Call
   * after authorization, once the query is valid. `stamp`, when given, replaces the change
   * clock's reading: it must change whenever anything `build` reads changes. `asOf` is the
   * facility's date for an answer that depends on it beyond its URL (a ledger up to today, a
   * statement still open): a kept answer serves only on the day it was built.
   */
  json(
    c: Context<AppEnv>,
    build: () => GzippedJson | unknown,
    { stamp: own, asOf }: { stamp?: string; asOf?: string } = {},
  ): Response {
    const { role, subject } = c.get('principal');
    const key = `${role}:${subject} ${c.req.url}`;
    // Building an answer only reads, so the reading holds for the answer built from it.
    const read = own ?? this.#clock.read();
    const stamp = asOf === undefined ? read : `${read} as of ${asOf}`;
    let entry = this.#entries.get(key);
    if (entry && entry.stamp !== stamp) {
      this.#forget(entry);
      entry = undefined;
    }
    let json: Buffer | undefined;
    if (entry) {
      this.#hits += 1;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    } else {
      this.#misses += 1;
      const built = build();
      if (built instanceof GzippedJson) {
        // Of the bytes sent: the same JSON joined from other parts may differ in them, which
        // costs a 200 where a 304 would do, never the reverse.
        entry = this.#store(key, stamp, ownMemory(built.gzip), etagOf(built.gzip));
      } else {
        json = Buffer.from(JSON.stringify(built));
        // Of the gzipped bytes, a tenth of the JSON's: hashing a week grid's 600 KB took 0.5 ms.
        const gzip = ownMemory(gzipAnswer(json));
        entry = this.#store(key, stamp, gzip, etagOf(gzip));
      }
    }

    c.header('Cache-Control', CACHE_CONTROL);
    c.header('ETag', entry.etag);
    c.header('Vary', 'Accept-Encoding');
    if (matchesEtag(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) {
      return c.body(new Uint8Array(json ?? gunzipSync(entry.gzip)));
    }
    c.header('Content-Encoding', 'gzip');
    return c.body(entry.gzip);
  }

  /** Hits, misses and what is held. */
  stats(): ResponseCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#entries.size,
      bytes: this.#bytes,
    };
  }

  #store(key: string, stamp: string, gzip: Buffer<ArrayBuffer>, etag: string): Entry {
    const entry: Entry = { key, stamp, gzip, etag, bytes: 0 };
    this.#entries.set(key, entry);
    this.#resize(entry, key.length * 2 + gzip.buffer.byteLength);
    return entry;
  }

  // Counts an entry's new size and evicts the least recently used past the bound; an answer
  // larger than the whole bound is served but not kept.
  #resize(entry: Entry, bytes: number): void {
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    for (const oldest of this.#entries.values()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#forget(oldest);
    }
  }

  #forget(entry: Entry): void {
    if (this.#entries.get(entry.key) !== entry) return;
    this.#entries.delete(entry.key);
    this.#bytes -= entry.bytes;
  }
}

function etagOf(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

// Weak comparison (RFC 9110 section 13.1.2): the gzip and plain bodies are the same answer.
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}
