/**
 * @module
 * The loaded documents: one load per document however many connections open it, a commit that
 * stores a tick's updates in one transaction before anyone hears of them, and unloading of
 * documents nobody is connected to.
 */
import { type DocKind, type DocRef, docName } from '@cubby/shared/docs';
import type { FacilityClock } from '@cubby/shared/facility-clock';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import type { Durability } from '../db/wal-durability.ts';
import { errorMessage, type Logger } from '../logger.ts';
import { appendAudit, SYSTEM_SOURCE } from '../services/audit.ts';
import { CommitQueue, DEFAULT_SLICE_LIMITS, type SliceLimits } from './commit-queue.ts';
import { CommitTiming } from './commit-timing.ts';
import { hasRoomFor } from './doc-size.ts';
import type { DocStore } from './doc-store.ts';
import {
  type AuditDraft,
  type ChangeContext,
  type DescribeContext,
  type DocHooks,
  type HooksByKind,
  SERVER_ORIGIN,
  type ServerWrite,
} from './hooks.ts';
import type { KeyChange } from './key-changes.ts';
import { auditSourceOfOrigin } from './origin-source.ts';
import { encodeUpdate } from './protocol.ts';
import { type ChangeBatch, type DocConnection, SyncDoc } from './sync-doc.ts';

/** Tuning of the registry; tests shorten the times. */
export interface RegistryOptions {
  /** How long a document with no connection stays in memory. */
  idleUnloadMs: number;
  /** Log length past which a document's log is folded into a snapshot. */
  compactAfterUpdates: number;
  /** Bytes a document of each kind may hold; a client's update that would pass it is refused. */
  maxDocBytes: Readonly<Record<DocKind, number>>;
  /** A commit this slow or slower, from its first update to its broadcast, is logged. */
  slowCommitMs?: number;
  /** How much one group commit takes before it yields the event loop (commit-queue.ts). */
  commitSlice?: SliceLimits;
}

/** Updates one commit stored, per document, waiting for their fsync before anyone hears of them. */
interface StoredBatch {
  seq: number;
  docs: Array<{ doc: SyncDoc; updates: Uint8Array[] }>;
  timing: CommitTiming;
}

/** Close code sent to a document's connections when storing its updates failed. */
export const CLOSE_STORAGE_FAILED = 1011;

/** The documents in memory and the path every update takes to storage and to clients. */
export class DocRegistry {
  readonly #docs = new Map<string, SyncDoc>();
  readonly #idle = new Map<SyncDoc, NodeJS.Timeout>();
  readonly #toCommit = new CommitQueue();
  #commitScheduled = false;
  /** When the first update of the scheduled commit arrived. */
  #scheduledAt = 0;
  /** Stored batches whose fsync has not finished, oldest first; none is broadcast yet. */
  readonly #onItsWayToDisk: StoredBatch[] = [];
  /** Sequence number of the newest stored batch. */
  #storedSeq = 0;
  readonly #db: Db;
  readonly #durability: Durability;
  readonly #store: DocStore;
  readonly #hooks: HooksByKind;
  readonly #options: RegistryOptions;
  readonly #log: Logger;
  readonly #clock: FacilityClock;

  constructor(
    db: Db,
    durability: Durability,
    store: DocStore,
    hooks: HooksByKind,
    options: RegistryOptions,
    log: Logger,
    clock: FacilityClock,
  ) {
    this.#db = db;
    this.#durability = durability;
    this.#store = store;
    this.#hooks = hooks;
    this.#options = options;
    this.#log = log;
    this.#clock = clock;
  }

  /** How many documents are in memory. */
  get size(): number {
    return this.#docs.size;
  }

  /** The loaded document of that name, if any. */
  get(name: string): SyncDoc | undefined {
    return this.#docs.get(name);
  }

  /**
   * The document, loaded if needed. Loading is synchronous (better-sqlite3), so concurrent opens
   * share one load and no client is ever answered from a half-loaded document.
   */
  open(ref: DocRef): SyncDoc {
    const name = docName(ref);
    const loaded = this.#docs.get(name);
    if (loaded) return loaded;
    const doc = new SyncDoc(
      name,
      ref,
      this.#store.load(name),
      (changed) => this.#scheduleCommit(changed),
      {
        checked: this.#hooks[ref.kind]?.acceptClientUpdate !== undefined,
        auditedAt: this.#hooks[ref.kind]?.describeChanges ? this.#clock.now : undefined,
      },
    );
    this.#docs.set(name, doc);
    const context = { db: this.#db, write: this.write, log: this.#log, clock: this.#clock };
    this.#hooks[ref.kind]?.onLoad?.(doc, context);
    this.#scheduleUnloadIfIdle(doc);
    return doc;
  }

  /**
   * Applies a server-side change to a document; it is stored and broadcast like any update, and
   * audited as made by `origin` (an AuditSource: the person a REST request acts for; else the
   * system).
   */
  readonly write: ServerWrite = (ref, write, origin = SERVER_ORIGIN) => {
    const doc = this.open(ref);
    doc.ydoc.transact(() => write(doc.ydoc), origin);
  };

  /**
   * A server write that is stored, projected and broadcast before this returns: what a REST
   * handler uses, so its SQL reads afterwards see the change.
   */
  writeNow(ref: DocRef, write: (doc: Y.Doc) => void, origin: unknown = SERVER_ORIGIN): void {
    this.write(ref, write, origin);
    this.commit();
  }

  /**
   * Server writes to several documents and a relational change, stored together in one
   * transaction with their projections before this returns, then broadcast: a payment and the
   * paid flags of the days it settles exist together or not at all. Throws when storage fails.
   */
  writeAllNow(
    writes: ReadonlyArray<readonly [DocRef, (doc: Y.Doc) => void]>,
    alongside: (tx: Db) => void,
    origin: unknown = SERVER_ORIGIN,
  ): void {
    for (const [ref, write] of writes) this.write(ref, write, origin);
    if (!this.commit(alongside)) throw new Error('Storage failed; nothing was changed');
  }

  /** Every loaded document whose name starts with a prefix (a customer's family documents). */
  loadedWithPrefix(prefix: string): SyncDoc[] {
    return [...this.#docs.values()].filter((doc) => doc.name.startsWith(prefix));
  }

  /** Closes a document's connections and forgets it in memory and in storage. */
  destroy(name: string, closeCode: number, reason: string): void {
    const doc = this.#docs.get(name);
    if (doc) {
      if (!doc.settled) this.commit();
      this.#forget(doc, closeCode, reason);
    }
    this.#store.delete(name);
  }

  /** Whether a client's update leaves the document within its kind's size bound (doc-size.ts). */
  hasRoomFor(doc: SyncDoc, update: Uint8Array): boolean {
    return hasRoomFor(doc, update, this.#options.maxDocBytes[doc.ref.kind]);
  }

  /**
   * Applies a client's update (already within the size bound) if, for kinds that check content,
   * the whole document as the update leaves it is acceptable; false when refused. A refused
   * update changes nothing: it is not applied, stored or broadcast. The check runs on a copy
   * that follows the live document, so it costs what the update costs, not a copy of the
   * document.
   */
  applyClientUpdate(doc: SyncDoc, update: Uint8Array, origin: unknown): boolean {
    const accept = this.#hooks[doc.ref.kind]?.acceptClientUpdate;
    if (!accept || !doc.checked) {
      try {
        Y.applyUpdate(doc.ydoc, update, origin);
      } catch (error) {
        this.#forgetHalfApplied(doc, origin);
        throw error;
      }
      return true;
    }
    const context = { ref: doc.ref, live: doc.ydoc, db: this.#db, clock: this.#clock };
    return doc.checked.tryUpdate(
      update,
      (next, changed) => accept(next, { ...context, changed }),
      origin,
    );
  }

  // Yjs can throw after it has integrated part of an update and before it reports any of it (a
  // delete set that decodes but names ranges the document lacks fails in its clean-up): the
  // document in memory then holds what is neither stored nor sent, and its projections would read
  // it. Forget it like a failed commit: the sender is closed as malformed by its connection, the
  // others reconnect to the stored document and send again what was not yet stored.
  #forgetHalfApplied(doc: SyncDoc, sender: unknown): void {
    this.#log.warn('sync.update-half-applied', { doc: doc.name });
    this.#toCommit.delete(doc);
    this.#forget(doc, CLOSE_STORAGE_FAILED, 'document reloaded', sender);
  }

  /** Registers a connection on a document. */
  attach(doc: SyncDoc, connection: DocConnection): void {
    doc.connections.set(connection, new Set());
    const timer = this.#idle.get(doc);
    if (timer) clearTimeout(timer);
    this.#idle.delete(doc);
  }

  /** Removes a connection; the document unloads after the idle time if it was the last. */
  detach(doc: SyncDoc, connection: DocConnection): void {
    doc.removeConnection(connection);
    this.#scheduleUnloadIfIdle(doc);
  }

  #scheduleUnloadIfIdle(doc: SyncDoc): void {
    if (doc.connections.size > 0 || this.#idle.has(doc)) return;
    const timer = setTimeout(() => this.unload(doc), this.#options.idleUnloadMs);
    timer.unref();
    this.#idle.set(doc, timer);
  }

  /** Stores what is pending, folds the log into a snapshot and frees the document. */
  unload(doc: SyncDoc): void {
    const timer = this.#idle.get(doc);
    if (timer) clearTimeout(timer);
    this.#idle.delete(doc);
    if (this.#docs.get(doc.name) !== doc) return;
    if (!doc.settled) this.commit();
    if (doc.connections.size > 0) return;
    this.#compact(doc);
    this.#docs.delete(doc.name);
    doc.destroy();
  }

  /**
   * Stores what is pending and folds every document's log into a snapshot now, loaded or not,
   * connections or not: after a customer's removal no update log may still hold their text.
   */
  compactAll(): void {
    this.commit();
    for (const doc of this.#docs.values()) this.#compact(doc);
    for (const name of this.#store.namesWithLog()) {
      if (!this.#docs.has(name)) this.#store.foldLog(name);
    }
  }

  /** Unloads every document, for a clean shutdown. */
  unloadAll(): void {
    this.commit();
    for (const doc of [...this.#docs.values()]) {
      for (const connection of [...doc.connections.keys()]) doc.removeConnection(connection);
      this.unload(doc);
    }
  }

  #scheduleCommit(doc: SyncDoc): void {
    this.#toCommit.add(doc);
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    this.#scheduledAt = performance.now();
    // Every update of this tick goes into one transaction, and commits that land while an fsync
    // runs share the next one: one fsync for a burst of messages, and none on the event loop.
    setImmediate(() => this.#commit('group'));
  }

  // What a slice of the group commit left is taken by the next, a turn of the event loop later.
  #scheduleRest(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    this.#scheduledAt = performance.now();
    setImmediate(() => this.#commit('group'));
  }

  /**
   * Stores every pending update and runs the change hooks in one durable transaction, then
   * broadcasts, before it returns. Hooks may write to other documents; those updates join the
   * same transaction, as does `alongside`. False when storage failed (the pending updates are
   * dropped, see #failCommit).
   */
  commit(alongside?: (tx: Db) => void): boolean {
    return this.#commit('now', alongside);
  }

  /**
   * 'now' commits with SQLite's own fsync, which also puts every earlier deferred commit on disk,
   * so everything stored so far is broadcast before this returns; it takes every waiting
   * document, or `only` those. 'group' defers the fsync to the thread pool and broadcasts once
   * it is done; the event loop meanwhile serves other messages, whose updates join the next
   * commit. It takes a slice of the waiting documents (commit-queue.ts), and leaves the rest to
   * a group commit one turn of the event loop later.
   */
  #commit(mode: 'now' | 'group', alongside?: (tx: Db) => void, only?: SyncDoc[]): boolean {
    this.#commitScheduled = false;
    if (this.#toCommit.isEmpty && !alongside) {
      if (mode === 'now' && this.#onItsWayToDisk.length > 0) {
        this.#durability.flushNow();
        this.#releaseThrough(this.#storedSeq);
      }
      return true;
    }
    const timing = new CommitTiming(mode === 'group' ? this.#scheduledAt : performance.now());
    const stored: StoredBatch = { seq: this.#storedSeq + 1, docs: [], timing };
    const limits = mode === 'group' ? (this.#options.commitSlice ?? DEFAULT_SLICE_LIMITS) : null;
    const slice = this.#toCommit.begin(limits, only);
    const transaction = () =>
      this.#db.transaction((tx) => {
        alongside?.(tx);
        for (let doc = slice.next(); doc; doc = slice.next()) {
          const { updates, dirty, changeLog } = doc.takePending();
          if (updates.length === 0) continue;
          slice.took(updates.length);
          this.#audit(doc, changeLog);
          for (const update of updates) {
            doc.lastUpdateId = this.#store.append(doc.name, update);
            doc.storedBytes += update.byteLength;
          }
          doc.logLength += updates.length;
          stored.docs.push({ doc, updates });
          this.#runChangeHook(doc, {
            doc,
            dirty,
            tx,
            db: this.#db,
            write: this.write,
            log: this.#log,
            changeLog,
            timeZone: this.#clock.timeZone,
            clock: this.#clock,
          });
        }
      });
    try {
      if (mode === 'now') transaction();
      else this.#durability.deferred(transaction);
    } catch (error) {
      this.#toCommit.end(slice);
      this.#failCommit(
        stored.docs.map(({ doc }) => doc),
        error,
      );
      return false;
    }
    // SQLite syncs nothing for a transaction that wrote nothing, and a commit 'now' releases every
    // earlier batch: those of documents outside `only` may still wait for their fsync.
    if (mode === 'now' && stored.docs.length === 0 && !alongside) this.#durability.flushNow();
    timing.stored();
    this.#toCommit.end(slice);
    if (this.#toCommit.hasBacklog) this.#scheduleRest();
    this.#storedSeq = stored.seq;
    for (const { doc } of stored.docs) doc.stored();
    this.#onItsWayToDisk.push(stored);
    if (mode === 'now') this.#releaseThrough(stored.seq);
    else this.#putOnDisk(stored.seq);
    return true;
  }

  /**
   * Broadcasts the batches up to `seq` once they are on disk: at once when the disk is quick
   * enough for the event loop to fsync itself, else after a group fsync on the thread pool. A
   * failed fsync fails them either way.
   */
  #putOnDisk(seq: number): void {
    let synced: boolean;
    try {
      synced = this.#durability.syncIfQuick();
    } catch (error) {
      this.#failFlush(seq, error);
      return;
    }
    if (synced) {
      this.#releaseThrough(seq);
      return;
    }
    this.#durability.flush().then(
      () => this.#releaseThrough(seq),
      (error: unknown) => this.#failFlush(seq, error),
    );
  }

  /** Broadcasts, in commit order, every stored batch up to `seq`, now that it is on disk. */
  #releaseThrough(seq: number): void {
    const released = this.#takeThrough(seq);
    const onDiskAt = performance.now();
    for (const { docs } of released) {
      for (const { doc, updates } of docs) {
        // Connections that opened meanwhile get their opening messages first, then the update.
        doc.onDisk();
        const update = updates.length === 1 ? (updates[0] as Uint8Array) : Y.mergeUpdates(updates);
        doc.broadcast(encodeUpdate(update));
      }
    }
    this.#logSlowCommits(released, onDiskAt, performance.now());
    for (const { docs } of released) {
      for (const { doc } of docs) {
        if (doc.logLength >= this.#options.compactAfterUpdates || doc.foldLog) this.#compact(doc);
      }
    }
    // A new connection's opening state waits until nothing of its document is unstored; under a
    // steady stream of updates that moment might not come by itself, so make it come.
    const starved = released.flatMap(({ docs }) =>
      docs
        .map(({ doc }) => doc)
        .filter((doc) => doc.hasWaiting && this.#docs.get(doc.name) === doc),
    );
    if (starved.length > 0) this.#commit('now', undefined, starved);
  }

  // A tail names its stage in the log (commit-timing.ts): the transaction, a wait for a CPU
  // inside it, the fsync, or the sends. Read a turn of the event loop later, once Node has
  // reported the garbage collector's pauses of this one.
  #logSlowCommits(released: StoredBatch[], onDiskAt: number, sentAt: number): void {
    for (const { timing } of released) timing.sent();
    setImmediate(() => {
      for (const { docs, timing } of released) {
        if (docs.length === 0) continue;
        const stages = timing.slowStages(onDiskAt, sentAt, this.#options.slowCommitMs);
        if (!stages) continue;
        const updates = docs.reduce((sum, { updates }) => sum + updates.length, 0);
        this.#log.warn('sync.slow-commit', { docs: docs.length, updates, ...stages });
      }
    });
  }

  /** Removes and returns the batches on their way to disk up to `seq`, oldest first. */
  #takeThrough(seq: number): StoredBatch[] {
    const taken: StoredBatch[] = [];
    while ((this.#onItsWayToDisk[0]?.seq ?? Number.POSITIVE_INFINITY) <= seq) {
      taken.push(this.#onItsWayToDisk.shift() as StoredBatch);
    }
    return taken;
  }

  // The fsync failed, so whether these commits are on disk is unknown: like a failed commit,
  // forget what these documents hold in memory and close their connections; clients send their
  // changes again to documents reloaded from storage.
  #failFlush(seq: number, error: unknown): void {
    const failed = this.#takeThrough(seq);
    // A later flush already covered these batches: nothing was lost.
    if (failed.length === 0) return;
    this.#failCommit(
      failed.flatMap(({ docs }) => docs.map(({ doc }) => doc)),
      error,
    );
  }

  // Each transaction's changes become entries of whoever made them, in the commit that stores
  // them: an update and its entries exist together or not at all. Written on the registry's own
  // handle, whose statements are prepared once; on the one SQLite connection they run inside the
  // open commit transaction (see projection-statements).
  #audit(doc: SyncDoc, changeLog: ChangeBatch[]): void {
    const describe = this.#hooks[doc.ref.kind]?.describeChanges;
    if (!describe) return;
    for (const { origin, at, changes } of changeLog) {
      const source = auditSourceOfOrigin(origin);
      if (!source) continue;
      const context = { ref: doc.ref, db: this.#db, clock: this.#clock, at, source };
      for (const { bySystem, ...draft } of this.#describe(doc, describe, changes, context)) {
        const by = bySystem ? SYSTEM_SOURCE : source;
        appendAudit(this.#db, { ...draft, actor: by.actor, deviceId: by.deviceId }, at);
      }
    }
  }

  // A change the words cannot describe is still stored, so it still gets an entry: failing the
  // commit would drop every update of the tick, and the client would send it again forever.
  #describe(
    doc: SyncDoc,
    describe: NonNullable<DocHooks['describeChanges']>,
    changes: KeyChange[],
    context: DescribeContext,
  ): AuditDraft[] {
    try {
      return describe(changes, context);
    } catch (error) {
      this.#log.error('audit.describe-failed', { doc: doc.name, error: errorMessage(error) });
      return [{ action: 'document.changed', summary: `Changed ${doc.name}` }];
    }
  }

  #runChangeHook(doc: SyncDoc, context: ChangeContext): void {
    const onChange = this.#hooks[doc.ref.kind]?.onChange;
    if (!onChange) return;
    try {
      onChange(context);
    } catch (error) {
      // The updates stay stored; a projection that failed is logged rather than losing them.
      this.#log.error('projection.failed', { doc: doc.name, error: errorMessage(error) });
    }
  }

  // Storage refused the batch: what these documents hold in memory was never stored, so drop it
  // and close their connections. Clients still have their changes and send them again when they
  // reconnect to a document reloaded from storage.
  #failCommit(docs: SyncDoc[], error: unknown): void {
    this.#log.error('sync.commit-failed', {
      docs: docs.map((doc) => doc.name),
      error: errorMessage(error),
    });
    for (const doc of new Set([...docs, ...this.#toCommit.takeAll()])) {
      this.#forget(doc, CLOSE_STORAGE_FAILED, 'storage failed');
    }
  }

  /** Drops a document from memory, unstored updates included, and closes its connections. */
  #forget(doc: SyncDoc, closeCode: number, reason: string, spare?: unknown): void {
    for (const connection of [...doc.connections.keys()]) {
      if (connection !== spare) connection.close(closeCode, reason);
      doc.removeConnection(connection);
    }
    if (this.#docs.get(doc.name) === doc) this.#docs.delete(doc.name);
    const timer = this.#idle.get(doc);
    if (timer) clearTimeout(timer);
    this.#idle.delete(doc);
    doc.destroy();
  }

  #compact(doc: SyncDoc): void {
    if (doc.logLength === 0) doc.foldLog = false;
    if (doc.logLength === 0 || doc.hasPending) return;
    try {
      const state = Y.encodeStateAsUpdate(doc.ydoc);
      this.#store.compact(doc.name, state, doc.lastUpdateId);
      doc.logLength = 0;
      doc.storedBytes = state.byteLength;
      doc.foldLog = false;
    } catch (error) {
      // The log is still complete; compaction is retried at the next threshold or unload.
      this.#log.error('sync.compact-failed', { doc: doc.name, error: errorMessage(error) });
    }
  }
}
