/**
 * @module
 * One WebSocket on one document: reads y-websocket messages, enforces read-only access, and
 * cuts off a peer that sends garbage or stops reading. Logs a `sync.open` line when it starts
 * and a `sync.close` line with the close code, duration and traffic when it ends.
 */

import type { AccessMode } from '@cubby/shared/access';
import * as decoding from 'lib0/decoding';
import type { WebSocket } from 'ws';
import { applyAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Logger } from '../logger.ts';
import type { DocRegistry } from './doc-registry.ts';
import type { AuditSource } from './hooks.ts';
import { ConnectionPresence, type PresenceDrop } from './presence.ts';
import {
  encodeAwareness,
  encodeAwarenessUpdate,
  encodeSyncStep1,
  encodeSyncStep2,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_SYNC,
  SYNC_STEP_1,
  SYNC_STEP_2,
  SYNC_UPDATE,
} from './protocol.ts';
import type { DocConnection, SyncDoc } from './sync-doc.ts';

/** Limits one connection lives within. */
export interface ConnectionLimits {
  /** Bytes a peer may leave unread before it is cut off. */
  maxBufferedBytes: number;
  /** How often the peer must answer a ping. */
  heartbeatMs: number;
  /** Bytes of JSON one client's presence state may hold (presence.ts). */
  maxPresenceStateBytes: number;
  /** Bytes of presence one document may hold, every client's together. */
  maxPresenceDocBytes: number;
}

/**
 * Close codes this module uses (4xxx are Cubby's own, per the WebSocket spec's private range).
 * The stock client does not reconnect after a 44xx close: an update refused for its size or
 * its content would be refused again (docs/decisions/014-what-a-document-may-hold.md).
 */
export const CLOSE_CODES = {
  malformed: 1007,
  slowReader: 1013,
  noHeartbeat: 4408,
  /** The update would take the document past its kind's size bound. */
  documentTooLarge: 4413,
  /** The document as the update would leave it holds what its kind does not allow. */
  contentRefused: 4422,
  /** The writer's budget of writes is spent for now (a parent's, decision 066). */
  tooManyWrites: 4429,
} as const;

/**
 * Takes one write from the budget of whoever is connected: 0 to go ahead, else how many ms until
 * they may write again.
 */
export type WriteBudget = () => number;

/** Serves one document to one WebSocket until either side closes. */
export class SyncConnection implements DocConnection {
  readonly #ws: WebSocket;
  readonly #doc: SyncDoc;
  readonly #mode: AccessMode;
  readonly #registry: DocRegistry;
  readonly #log: Logger;
  readonly #limits: ConnectionLimits;
  readonly #who: Record<string, unknown>;
  readonly #budget: WriteBudget | null;
  /** Whom the audit log names for this connection's updates: its person and device. */
  readonly auditSource: AuditSource;
  #alive = true;
  #heartbeat: NodeJS.Timeout;
  #discardedWrites = 0;
  readonly #presence = new ConnectionPresence();
  readonly #presenceDrops = new Set<PresenceDrop>();
  readonly #openedAt = performance.now();
  readonly #traffic = { messagesIn: 0, bytesIn: 0, messagesOut: 0, bytesOut: 0 };

  constructor(
    ws: WebSocket,
    doc: SyncDoc,
    mode: AccessMode,
    registry: DocRegistry,
    limits: ConnectionLimits,
    log: Logger,
    who: Record<string, unknown>,
    auditSource: AuditSource,
    budget: WriteBudget | null = null,
  ) {
    this.#ws = ws;
    this.#budget = budget;
    this.#doc = doc;
    this.#mode = mode;
    this.#registry = registry;
    this.#limits = limits;
    this.#log = log;
    this.#who = { doc: doc.name, ...who };
    this.auditSource = auditSource;
    log.info('sync.open', { ...this.#who, mode });

    registry.attach(doc, this);
    ws.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    ws.on('close', (code) => this.#onClose(code));
    ws.on('error', (error) =>
      this.#log.warn('sync.socket-error', { ...this.#who, error: error.message }),
    );
    ws.on('pong', () => {
      this.#alive = true;
    });
    this.#heartbeat = setInterval(() => this.#checkHeartbeat(), limits.heartbeatMs);
    this.#heartbeat.unref();

    // Open like the reference server: our state vector, then who is here. Both wait until
    // anything pending is stored.
    doc.whenCommitted(() => {
      this.send(encodeSyncStep1(doc.ydoc));
      const states = [...doc.awareness.getStates().keys()];
      if (states.length > 0) this.send(encodeAwareness(doc.awareness, states));
    });
  }

  send(message: Uint8Array): void {
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    if (this.#ws.bufferedAmount > this.#limits.maxBufferedBytes) {
      this.#log.warn('sync.slow-reader', { ...this.#who, buffered: this.#ws.bufferedAmount });
      this.close(CLOSE_CODES.slowReader, 'too far behind');
      return;
    }
    this.#traffic.messagesOut += 1;
    this.#traffic.bytesOut += message.byteLength;
    this.#ws.send(message);
  }

  close(code: number, reason: string): void {
    if (this.#ws.readyState === this.#ws.OPEN || this.#ws.readyState === this.#ws.CONNECTING) {
      this.#ws.close(code, reason);
    }
  }

  #onMessage(data: unknown, isBinary: boolean): void {
    // Once the server has closed a connection (its session ended, or it sent a refused update),
    // frames still in flight are not applied.
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    this.#traffic.messagesIn += 1;
    if (Buffer.isBuffer(data)) this.#traffic.bytesIn += data.byteLength;
    try {
      if (!isBinary || !Buffer.isBuffer(data)) throw new Error('expected one binary frame');
      this.#handle(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    } catch (error) {
      this.#log.warn('sync.malformed-message', {
        ...this.#who,
        error: error instanceof Error ? error.message : String(error),
      });
      this.close(CLOSE_CODES.malformed, 'malformed message');
    }
  }

  #handle(message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    switch (type) {
      case MESSAGE_SYNC:
        this.#handleSync(decoder);
        return;
      case MESSAGE_AWARENESS:
        this.#handleAwareness(decoding.readVarUint8Array(decoder));
        return;
      case MESSAGE_QUERY_AWARENESS: {
        const states = [...this.#doc.awareness.getStates().keys()];
        this.send(encodeAwareness(this.#doc.awareness, states));
        return;
      }
      case MESSAGE_AUTH:
        // Authentication happens at the upgrade; the client never needs to send this.
        return;
      default:
        throw new Error(`unknown message type ${type}`);
    }
  }

  #handleSync(decoder: decoding.Decoder): void {
    const step = decoding.readVarUint(decoder);
    if (step === SYNC_STEP_1) {
      const stateVector = decoding.readVarUint8Array(decoder);
      Y.decodeStateVector(stateVector);
      this.#doc.whenCommitted(() => this.send(encodeSyncStep2(this.#doc.ydoc, stateVector)));
      return;
    }
    if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) throw new Error(`unknown sync step ${step}`);
    const update = decoding.readVarUint8Array(decoder);
    // Too big for the document is known from the length alone: refused before any decoding.
    if (this.#mode === 'write' && !this.#registry.hasRoomFor(this.#doc, update)) {
      this.#refuse(CLOSE_CODES.documentTooLarge, 'document too large');
      return;
    }
    // Decoding first rejects a broken update before any of it touches the document.
    Y.decodeUpdate(update);
    if (this.#mode !== 'write') {
      // The stock client answers our step 1 with a step 2 even when it has nothing to add, and
      // that step 2 always carries its whole delete set: only news is a write to refuse.
      if (!Y.snapshotContainsUpdate(Y.snapshot(this.#doc.ydoc), update)) {
        this.#discard('read-only connection');
      }
      return;
    }
    // A write costs its writer one from their budget when it brings something new: the step 2 a
    // client answers every connection with is free when it holds nothing the server lacks.
    if (this.#budget && !Y.snapshotContainsUpdate(Y.snapshot(this.#doc.ydoc), update)) {
      const retryAfterMs = this.#budget();
      if (retryAfterMs > 0) {
        const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
        this.#refuse(CLOSE_CODES.tooManyWrites, `too many changes; try again in ${minutes} min`);
        return;
      }
    }
    if (!this.#registry.applyClientUpdate(this.#doc, update, this)) {
      this.#refuse(CLOSE_CODES.contentRefused, 'content refused');
    }
  }

  // Discarding would leave the client's copy apart from the server's for good, and it would send
  // the same update again on every reconnect: close with a code that says why and stops it.
  #refuse(code: number, why: string): void {
    this.#log.warn('sync.update-refused', { ...this.#who, why, code });
    this.close(code, why);
  }

  #discard(why: string): void {
    this.#discardedWrites += 1;
    // One line per connection, then every hundredth, so a looping client cannot flood the log.
    if (this.#discardedWrites === 1 || this.#discardedWrites % 100 === 0) {
      this.#log.warn('sync.write-discarded', { ...this.#who, why, count: this.#discardedWrites });
    }
  }

  #handleAwareness(update: Uint8Array): void {
    const limits = {
      maxStateBytes: this.#limits.maxPresenceStateBytes,
      maxDocBytes: this.#limits.maxPresenceDocBytes,
    };
    // A broken awareness update must not half-apply: `take` reads all of it first.
    const readOnly = this.#mode !== 'write';
    const taken = this.#presence.take(update, readOnly ? null : this.#doc.presence, limits, (why) =>
      this.#dropPresence(why),
    );
    if (!taken) return;
    if (readOnly) {
      // Held by no document and relayed to no one (decision 067), only answered to the sender:
      // the stock client closes a connection that hears nothing for 30 s, and its own state
      // coming back every 15 s is what it hears on a quiet document.
      this.send(encodeAwarenessUpdate(taken));
      return;
    }
    applyAwarenessUpdate(this.#doc.awareness, taken, this);
  }

  // One line per connection and reason: a client that keeps sending cannot flood the log.
  #dropPresence(why: PresenceDrop): void {
    if (this.#presenceDrops.has(why)) return;
    this.#presenceDrops.add(why);
    // The stock client echoes the states it hears from others: usual, so not a warning.
    const level = why === 'foreign-client' ? 'info' : 'warn';
    this.#log[level]('sync.presence-dropped', { ...this.#who, why });
  }

  #checkHeartbeat(): void {
    if (!this.#alive) {
      this.#log.warn('sync.no-heartbeat', this.#who);
      this.#ws.terminate();
      return;
    }
    this.#alive = false;
    this.#ws.ping();
  }

  #onClose(code: number): void {
    clearInterval(this.#heartbeat);
    this.#registry.detach(this.#doc, this);
    this.#log.info('sync.close', {
      ...this.#who,
      code,
      ms: Math.round(performance.now() - this.#openedAt),
      ...this.#traffic,
    });
  }
}
