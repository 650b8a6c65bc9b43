/**
 * @module
 * Named hooks a document kind can have, in the manner of Hocuspocus extensions: the sync core
 * loads, stores and broadcasts; what a kind of document means lives in its hooks.
 */
import type { DocKind, DocRef } from '@cubby/shared/docs';
import type { FacilityClock } from '@cubby/shared/facility-clock';
import type * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { AuditRecord, AuditSource } from '../services/audit.ts';
import type { KeyChange } from './key-changes.ts';
import type { ChangeBatch, DirtyKeys, SyncDoc } from './sync-doc.ts';

/**
 * Writes to another document on the server's behalf, inside the running commit; `origin` says
 * whom the audit log names (the system when omitted).
 */
export type ServerWrite = (ref: DocRef, write: (doc: Y.Doc) => void, origin?: unknown) => void;

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
  /** Each transaction's key changes with its origin: who made them (a device, REST, the server). */
  changeLog: readonly ChangeBatch[];
  /** The facility's zone, for dates the change derives. */
  timeZone: string;
  /** The facility's clock, for what depends on now (a room's ratio now). */
  clock: FacilityClock;
}

/** What a check of a client's update may use. */
export interface AcceptContext {
  ref: DocRef;
  /** The live document as it is before the update: what the update would change. */
  live: Y.Doc;
  /** The database, for what a rule needs besides the document (a family's default days). */
  db: Db;
  /** The keys of each root map the update changed, by root name: what a rule needs to read. */
  changed: ReadonlyMap<string, ReadonlySet<string>>;
  /** The facility's clock, for rules of dates (the weeks a family may answer). */
  clock: FacilityClock;
}

/** The hooks of one document kind; each is optional. */
export interface DocHooks {
  /** After the stored state is loaded; server-maintained documents reconcile here. */
  onLoad?(
    doc: SyncDoc,
    context: { db: Db; write: ServerWrite; log: Logger; clock: FacilityClock },
  ): void;
  /**
   * Whether the whole document, as a client's update would leave it, is acceptable; false
   * refuses the update. `next` is the document's checked copy with the update applied (see
   * checked-copy.ts): read it, never write to it.
   */
  acceptClientUpdate?(next: Y.Doc, context: AcceptContext): boolean;
  /** Inside the commit transaction, after the document's updates are stored. */
  onChange?(context: ChangeContext): void;
  /**
   * The audit entries one transaction's changes make, in words; a kind without it is not
   * audited (its documents are the server's copies of others).
   */
  describeChanges?(changes: KeyChange[], context: DescribeContext): AuditDraft[];
}

/** What describing a change may use. */
export interface DescribeContext {
  ref: DocRef;
  /** The registry's handle, to name the children inside the open commit transaction. */
  db: Db;
  clock: FacilityClock;
  /** When the change arrived. */
  at: Date;
  /**
   * Who made it, as the server knows them (the session's person, a kiosk the server signed in):
   * where and by whom a change was made is said from this, never from what the change holds.
   */
  source: AuditSource;
}

/**
 * An entry a document change makes, before it is attributed; `bySystem` marks the server's own
 * work inside someone's change (closing a stay forgotten on an earlier day).
 */
export type AuditDraft = Omit<AuditRecord, 'actor' | 'deviceId'> & { bySystem?: boolean };

export type { AuditSource };

/** Hooks per document kind. */
export type HooksByKind = Partial<Record<DocKind, DocHooks>>;

/** The origin of every write the server makes itself; audited as `system`. */
export const SERVER_ORIGIN = Symbol('cubby-server');

/**
 * The origin of server writes that the audit entry of their own action covers, such as the
 * removal of a deleted family's records from every document.
 */
export const UNAUDITED_ORIGIN = Symbol('cubby-unaudited');
