/**
 * @module
 * What of a peer's awareness (presence) messages a document takes (decision 067). Awareness is
 * relayed to every connection of a document and replayed to each new one, so without bounds one
 * peer could make the server hold and send anything: 106.5 MiB from one parent's connection in
 * the second outside probe. Here each connection speaks for one client id, the first it
 * announces (the stock client echoes the states it hears from others: those entries are dropped,
 * not refused); a state is at most `maxStateBytes` of JSON; a document holds at most
 * `maxDocBytes` of states; a read-only connection's presence is held by no document and relayed
 * to no one (connection.ts only answers it to its sender), so nobody pushes presence into a
 * document it may only read. Cubby's own app sets no presence of its own: the stock client
 * announces `{}`, 2 bytes.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** Bounds on the presence a document takes. */
export interface PresenceLimits {
  /** Bytes of one client's state, as JSON. */
  maxStateBytes: number;
  /** Bytes of every state a document holds, together. */
  maxDocBytes: number;
}

/** One entry of an awareness update: a client's state (JSON text) at its clock. */
interface PresenceEntry {
  clientId: number;
  clock: number;
  json: string;
}

/** Why entries of a connection's update were not taken, for one log line. */
export type PresenceDrop = 'foreign-client' | 'state-too-large' | 'document-full';

/** The bytes of presence a document holds, per client id. */
export class DocPresence {
  readonly #bytes = new Map<number, number>();
  #total = 0;

  /** Bytes of every state held. */
  get totalBytes(): number {
    return this.#total;
  }

  /** Whether `clientId`'s state may become `bytes` long within `maxDocBytes`. */
  fits(clientId: number, bytes: number, maxDocBytes: number): boolean {
    return this.#total - (this.#bytes.get(clientId) ?? 0) + bytes <= maxDocBytes;
  }

  /** Records the size of a client's state as applied; a removed state (null) holds nothing. */
  record(clientId: number, bytes: number): void {
    this.#total += bytes - (this.#bytes.get(clientId) ?? 0);
    if (bytes === 0) this.#bytes.delete(clientId);
    else this.#bytes.set(clientId, bytes);
  }

  /** Forgets clients whose states were removed. */
  forget(clientIds: Iterable<number>): void {
    for (const clientId of clientIds) this.record(clientId, 0);
  }
}

/** The presence one connection may set: its own client id's, within the bounds. */
export class ConnectionPresence {
  #clientId: number | null = null;

  /**
   * The part of `update` the document takes, re-encoded, or null when it takes nothing; `drop`
   * hears why anything was left out. `doc` is null for a connection whose presence no document
   * holds (a read-only one). Throws on an update that is not well formed.
   */
  take(
    update: Uint8Array,
    doc: DocPresence | null,
    limits: PresenceLimits,
    drop: (why: PresenceDrop) => void,
  ): Uint8Array | null {
    const taken: PresenceEntry[] = [];
    for (const entry of readEntries(update)) {
      this.#clientId ??= entry.clientId;
      if (entry.clientId !== this.#clientId) {
        drop('foreign-client');
        continue;
      }
      const bytes = stateBytes(entry.json);
      if (bytes > limits.maxStateBytes) drop('state-too-large');
      else if (doc && !doc.fits(entry.clientId, bytes, limits.maxDocBytes)) drop('document-full');
      else taken.push(entry);
    }
    return taken.length > 0 ? writeEntries(taken) : null;
  }
}

/** The bytes a state holds: none for a removed one (JSON `null`). */
export function stateBytes(json: string): number {
  return json === 'null' ? 0 : Buffer.byteLength(json);
}

/** The entries of an awareness update; throws unless it is well formed (every state JSON). */
export function readEntries(update: Uint8Array): PresenceEntry[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const entries: PresenceEntry[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const json = decoding.readVarString(decoder);
    JSON.parse(json);
    entries.push({ clientId, clock, json });
  }
  return entries;
}

function writeEntries(entries: readonly PresenceEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const { clientId, clock, json } of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, json);
  }
  return encoding.toUint8Array(encoder);
}
