/**
 * @module
 * The `meta` map every document carries, so a client can tell which layout a document uses
 * before reading it.
 */
import * as Y from 'yjs';

const META = 'meta';
const SCHEMA_VERSION = 'schemaVersion';

/** Records the layout version a writer used; a no-op when it is already set. */
export function stampSchemaVersion(doc: Y.Doc, version: number): void {
  const meta = doc.getMap<number>(META);
  if (meta.get(SCHEMA_VERSION) !== version) meta.set(SCHEMA_VERSION, version);
}

/** The layout version of a document, or null when nothing has been written yet. */
export function readSchemaVersion(doc: Y.Doc): number | null {
  const version = doc.getMap<unknown>(META).get(SCHEMA_VERSION);
  return typeof version === 'number' ? version : null;
}

/** Whether a meta root holds nothing but a numeric schema version. */
export function isMetaWellFormed(meta: RootContents | undefined): boolean {
  if (!meta) return true;
  if (meta.hasListContent) return false;
  for (const [key, value] of meta.entries) {
    if (key !== SCHEMA_VERSION || typeof value !== 'number') return false;
  }
  return true;
}

/** What one root of a document holds, whatever type its writer gave it. */
export interface RootContents {
  /** Live list content (a Y.Array, Y.Text or XML root, or items pushed under a map's name). */
  hasListContent: boolean;
  /** Live keyed entries; a nested Yjs type shows as that type. */
  entries: Map<string, unknown>;
}

/**
 * Every root of a document with its content, read from Yjs's own structures so that nothing is
 * hidden: `getMap` shows only keyed entries of a root a client filled as a list, and would
 * convert the root on the way. Checks of what a client may write start here.
 */
export function readRoots(doc: Y.Doc): Map<string, RootContents> {
  const roots = new Map<string, RootContents>();
  for (const [name, type] of doc.share) {
    let hasListContent = false;
    for (let item = type._start; item !== null; item = item.right) {
      if (!item.deleted) hasListContent = true;
    }
    const entries = new Map<string, unknown>();
    for (const [key, item] of type._map) {
      if (item.deleted) continue;
      entries.set(
        key,
        item.content instanceof Y.ContentType
          ? item.content.type
          : item.content.getContent()[item.length - 1],
      );
    }
    roots.set(name, { hasListContent, entries });
  }
  return roots;
}

/** Whether a value is plain data (JSON-like object), not a Yjs type or binary content. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Names of the root types every document may hold besides its own. */
export const COMMON_ROOT_NAMES: readonly string[] = [META];
