/**
 * @module
 * Yjs persistence in SQLite: an append-only log of updates per document, folded into one
 * snapshot when the log grows or the document unloads.
 */
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { yjsSnapshots, yjsUpdates } from '../db/schema.ts';

/** What a document's stored state is made of. */
export interface StoredDoc {
  /** Snapshot and later updates merged into one update (empty doc: an empty update). */
  state: Uint8Array;
  /** The id of the newest update the state includes, or 0. */
  lastUpdateId: number;
  /** How many updates sit in the log after the snapshot. */
  logLength: number;
  /** Bytes of the snapshot and the logged updates, the starting figure of the size bound. */
  storedBytes: number;
}

/** Reads and writes the stored state of documents. All writes run inside the caller's transaction. */
export class DocStore {
  readonly #db: Db;
  readonly #selectSnapshot;
  readonly #selectUpdates;
  readonly #insertUpdate;

  constructor(db: Db) {
    this.#db = db;
    this.#selectSnapshot = db
      .select()
      .from(yjsSnapshots)
      .where(eq(yjsSnapshots.docName, sql.placeholder('name')))
      .prepare();
    this.#selectUpdates = db
      .select({ id: yjsUpdates.id, update: yjsUpdates.update })
      .from(yjsUpdates)
      .where(
        and(
          eq(yjsUpdates.docName, sql.placeholder('name')),
          gt(yjsUpdates.id, sql.placeholder('after')),
        ),
      )
      .orderBy(asc(yjsUpdates.id))
      .prepare();
    this.#insertUpdate = db
      .insert(yjsUpdates)
      .values({ docName: sql.placeholder('name'), update: sql.placeholder('update') })
      .returning({ id: yjsUpdates.id })
      .prepare();
  }

  /** The stored state of a document; an unknown name is an empty document. */
  load(name: string): StoredDoc {
    const snapshot = this.#selectSnapshot.get({ name });
    const after = snapshot?.lastUpdateId ?? 0;
    const rows = this.#selectUpdates.all({ name, after });
    const parts = [...(snapshot ? [snapshot.state] : []), ...rows.map((row) => row.update)];
    return {
      state: parts.length === 1 ? (parts[0] as Uint8Array) : Y.mergeUpdates(parts),
      lastUpdateId: rows.at(-1)?.id ?? after,
      logLength: rows.length,
      storedBytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
    };
  }

  /** Appends one update to a document's log and returns its id. */
  append(name: string, update: Uint8Array): number {
    const row = this.#insertUpdate.get({ name, update: Buffer.from(update) });
    if (!row) throw new Error(`no id returned for an update of ${name}`);
    return row.id;
  }

  /**
   * Replaces the log up to `lastUpdateId` by a snapshot of the whole state. The caller passes the
   * state that includes exactly those updates.
   */
  compact(name: string, state: Uint8Array, lastUpdateId: number): void {
    this.#db.transaction((tx) => {
      tx.insert(yjsSnapshots)
        .values({ docName: name, state: Buffer.from(state), lastUpdateId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: yjsSnapshots.docName,
          set: { state: Buffer.from(state), lastUpdateId, updatedAt: new Date() },
        })
        .run();
      tx.delete(yjsUpdates)
        .where(and(eq(yjsUpdates.docName, name), lte(yjsUpdates.id, lastUpdateId)))
        .run();
    });
  }

  /** The names of every document with updates in its log (not folded into its snapshot yet). */
  namesWithLog(): string[] {
    return this.#db
      .selectDistinct({ name: yjsUpdates.docName })
      .from(yjsUpdates)
      .all()
      .map((row) => row.name);
  }

  /**
   * Folds a stored document's whole log into a fresh snapshot, for a document that is not loaded
   * (a loaded one is compacted from memory by the registry). The snapshot is the state of a
   * garbage-collected Y.Doc, so text deleted in the log is not in it: once the old log rows and
   * snapshot are deleted (zeroed, with secure_delete), that text is gone from the file.
   */
  foldLog(name: string): void {
    const { state, lastUpdateId, logLength } = this.load(name);
    if (logLength === 0) return;
    const doc = new Y.Doc();
    try {
      Y.applyUpdate(doc, state);
      this.compact(name, Y.encodeStateAsUpdate(doc), lastUpdateId);
    } finally {
      doc.destroy();
    }
  }

  /** Bytes stored for a document (snapshot plus log), for compaction checks and benchmarks. */
  storedBytes(name: string): number {
    const snapshot = this.#db
      .select({ bytes: sql<number>`coalesce(length(${yjsSnapshots.state}), 0)` })
      .from(yjsSnapshots)
      .where(eq(yjsSnapshots.docName, name))
      .get();
    const log = this.#db
      .select({ bytes: sql<number>`coalesce(sum(length(${yjsUpdates.update})), 0)` })
      .from(yjsUpdates)
      .where(eq(yjsUpdates.docName, name))
      .get();
    return (snapshot?.bytes ?? 0) + (log?.bytes ?? 0);
  }

  /** How many updates wait in a document's log. */
  logLength(name: string): number {
    return (
      this.#db.select({ n: count() }).from(yjsUpdates).where(eq(yjsUpdates.docName, name)).get()
        ?.n ?? 0
    );
  }

  /** Removes every stored trace of a document (a deleted customer's family documents). */
  delete(name: string): void {
    this.#db.transaction((tx) => {
      tx.delete(yjsUpdates).where(eq(yjsUpdates.docName, name)).run();
      tx.delete(yjsSnapshots).where(eq(yjsSnapshots.docName, name)).run();
    });
  }
}
