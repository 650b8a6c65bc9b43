/**
 * @module
 * One loaded document: its Y.Doc and awareness, the connections on it, and the updates that
 * wait to be committed. Nothing it holds reaches a client before it is stored and on disk.
 */

import type { DocRef } from '@cubby/shared/docs';
import { Awareness, removeAwarenessStates } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { CheckedCopy } from './checked-copy.ts';
import { type KeyChange, keyChangesOf } from './key-changes.ts';
import { DocPresence, stateBytes } from './presence.ts';
import { encodeAwareness } from './protocol.ts';

/** What a document needs of a connection. */
export interface DocConnection {
  /** Sends a message, or drops the connection if it cannot keep up. */
  send(message: Uint8Array): void;
  /** Closes the connection with a WebSocket close code. */
  close(code: number, reason: string): void;
}

/**
 * Keys changed per root type since the last commit, for the projection hooks. Keyed by the root
 * type's name, not its instance: a root map first created by a client's update arrives as a
 * placeholder type, and the instance changes when the server first calls `getMap` on it.
 */
export type DirtyKeys = Map<string, Set<string>>;

/** The keys of a root map that the committed updates changed. */
export function changedKeys(dirty: DirtyKeys, type: Y.Map<unknown>): Set<string> {
  return dirty.get(Y.findRootTypeKey(type)) ?? new Set();
}

/** What one transaction changed, who made it (its origin) and when: one audit source. */
export interface ChangeBatch {
  origin: unknown;
  at: Date;
  changes: KeyChange[];
}

/** A loaded document shared by all its connections. */
export class SyncDoc {
  readonly name: string;
  readonly ref: DocRef;
  readonly ydoc: Y.Doc;
  readonly awareness: Awareness;
  /** The bytes of presence the awareness holds, per client (presence.ts). */
  readonly presence = new DocPresence();
  readonly connections = new Map<DocConnection, Set<number>>();
  /** Updates applied in memory and not yet committed, in order. */
  pending: Uint8Array[] = [];
  /** Keys the pending updates touched. */
  dirty: DirtyKeys = new Map();
  /** The changes of the pending updates, transaction by transaction, for kinds that are audited. */
  changeLog: ChangeBatch[] = [];
  /** Id of the newest stored update, for compaction. */
  lastUpdateId: number;
  /** How many updates sit in the stored log after the snapshot. */
  logLength: number;
  /**
   * Bytes stored for the document, snapshot plus logged updates: counted as updates are stored
   * and reset at compaction, never by encoding the document. Overwritten content still counts
   * until the log is folded, so this is never less than what the document holds.
   */
  storedBytes: number;
  /** Bytes of the pending updates. */
  pendingBytes = 0;
  /** Fold the log into a snapshot after the next commit, so that storedBytes is exact again. */
  foldLog = false;
  /** The last measured size of the document, and the state it was measured in. */
  measured: { version: string; bytes: number } | null = null;
  /** The copy a client's update is tried on, for kinds whose content is checked; else null. */
  readonly checked: CheckedCopy | null;
  /** Commits of this document stored but not yet on disk. */
  #onItsWayToDisk = 0;
  #afterCommit: Array<() => void> = [];

  constructor(
    name: string,
    ref: DocRef,
    stored: { state: Uint8Array; lastUpdateId: number; logLength: number; storedBytes: number },
    onUpdate: (doc: SyncDoc, update: Uint8Array) => void,
    options: { checked: boolean; auditedAt?: () => Date } = { checked: false },
  ) {
    this.name = name;
    this.ref = ref;
    this.ydoc = new Y.Doc({ gc: true });
    Y.applyUpdate(this.ydoc, stored.state);
    this.lastUpdateId = stored.lastUpdateId;
    this.logLength = stored.logLength;
    this.storedBytes = stored.storedBytes;
    this.checked = options.checked ? new CheckedCopy(this.ydoc) : null;
    this.awareness = new Awareness(this.ydoc);
    // The server has no presence of its own.
    this.awareness.setLocalState(null);

    this.ydoc.on('update', (update: Uint8Array) => {
      this.pending.push(update);
      this.pendingBytes += update.byteLength;
      onUpdate(this, update);
    });
    this.ydoc.on('afterTransaction', (transaction: Y.Transaction) => {
      // Kinds that are audited keep what each transaction changed, for the commit to describe.
      if (options.auditedAt) {
        const changes = keyChangesOf(transaction);
        if (changes.length > 0) {
          this.changeLog.push({ origin: transaction.origin, at: options.auditedAt(), changes });
        }
      }
      for (const [type, keys] of transaction.changed) {
        // Only root maps hold records; nested types are not part of any layout.
        if (type._item !== null) continue;
        const name = Y.findRootTypeKey(type);
        let dirtyKeys = this.dirty.get(name);
        if (!dirtyKeys) {
          dirtyKeys = new Set();
          this.dirty.set(name, dirtyKeys);
        }
        for (const key of keys) if (key !== null) dirtyKeys.add(key);
      }
    });
    this.awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        const owned = this.connections.get(origin as DocConnection);
        if (owned) {
          for (const id of added) owned.add(id);
          for (const id of removed) owned.delete(id);
        }
        const states = this.awareness.getStates();
        for (const id of [...added, ...updated]) {
          this.presence.record(id, stateBytes(JSON.stringify(states.get(id) ?? null)));
        }
        this.presence.forget(removed);
        const changed = [...added, ...updated, ...removed];
        if (changed.length > 0) this.broadcast(encodeAwareness(this.awareness, changed));
      },
    );
  }

  /** Whether updates wait to be committed. */
  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Whether everything in memory is stored and on disk. */
  get settled(): boolean {
    return this.pending.length === 0 && this.#onItsWayToDisk === 0;
  }

  /** Whether sends wait for the document to settle. */
  get hasWaiting(): boolean {
    return this.#afterCommit.length > 0;
  }

  /** Runs `send` now if all state is stored and on disk, else once it is. */
  whenCommitted(send: () => void): void {
    if (this.settled) send();
    else this.#afterCommit.push(send);
  }

  /** Takes the pending updates, dirty keys and changes for a commit. */
  takePending(): { updates: Uint8Array[]; dirty: DirtyKeys; changeLog: ChangeBatch[] } {
    const taken = { updates: this.pending, dirty: this.dirty, changeLog: this.changeLog };
    this.pending = [];
    this.pendingBytes = 0;
    this.dirty = new Map();
    this.changeLog = [];
    return taken;
  }

  /** Called once the updates taken are stored, before they are on disk. */
  stored(): void {
    this.#onItsWayToDisk += 1;
  }

  /** Called once a stored commit is on disk: runs what waited, if nothing else is unstored. */
  onDisk(): void {
    this.#onItsWayToDisk -= 1;
    if (!this.settled) return;
    const waiting = this.#afterCommit;
    this.#afterCommit = [];
    for (const send of waiting) send();
  }

  /** Sends a message to every connection. */
  broadcast(message: Uint8Array): void {
    for (const connection of this.connections.keys()) connection.send(message);
  }

  /** Forgets a connection and the awareness states it owned. */
  removeConnection(connection: DocConnection): void {
    const owned = this.connections.get(connection);
    this.connections.delete(connection);
    if (owned && owned.size > 0) removeAwarenessStates(this.awareness, [...owned], null);
  }

  /** Frees the document's memory. */
  destroy(): void {
    this.checked?.destroy();
    this.awareness.destroy();
    this.ydoc.destroy();
  }
}
