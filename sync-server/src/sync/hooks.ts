/**
 * @module
 * Named hooks a document kind can have, in the manner of Hocuspocus extensions: the sync core
 * loads, stores and broadcasts; what a kind of document means lives in its hooks.
 */
import type { DocKind, DocRef } from '@cubby/shared/docs';
import type * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { DirtyKeys, SyncDoc } from './sync-doc.ts';

/** Writes to another document on the server's behalf, inside the running commit. */
export type ServerWrite = (ref: DocRef, write: (doc: Y.Doc) => void) => void;

/** What a hook may use while a commit runs. */
export interface ChangeContext {
  doc: SyncDoc;
  /** Keys changed per root type by the updates being committed. */
  dirty: DirtyKeys;
  /** The open commit transaction: projection writes land with the updates or not at all. */
  tx: Db;
  /**
   * The registry's database handle, to prepare statements on once (see projection-statements):
   * on the one SQLite connection, they run inside the open commit transaction too.
   */
  db: Db;
  write: ServerWrite;
  log: Logger;
}

/** What a check of a client's update may use. */
export interface AcceptContext {
  ref: DocRef;
  /** The live document as it is before the update: what the update would change. */
  live: Y.Doc;
  /** The database, for what a rule needs besides the document (a family's default days). */
  db: Db;
}

/** The hooks of one document kind; each is optional. */
export interface DocHooks {
  /** After the stored state is loaded; server-maintained documents reconcile here. */
  onLoad?(doc: SyncDoc, context: { db: Db; write: ServerWrite; log: Logger }): void;
  /**
   * Whether the whole document, as a client's update would leave it, is acceptable; false
   * refuses the update. `next` is the document's checked copy with the update applied (see
   * checked-copy.ts): read it, never write to it.
   */
  acceptClientUpdate?(next: Y.Doc, context: AcceptContext): boolean;
  /** Inside the commit transaction, after the document's updates are stored. */
  onChange?(context: ChangeContext): void;
}

/** Hooks per document kind. */
export type HooksByKind = Partial<Record<DocKind, DocHooks>>;

/** The origin of every write the server makes itself. */
export const SERVER_ORIGIN = Symbol('cubby-server');
