/**
 * @module
 * The `meta` map every document carries, so a client can tell which layout a document uses
 * before reading it.
 */
import type * as Y from 'yjs';

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

/** Whether the meta map holds nothing but a numeric schema version. */
export function isMetaWellFormed(doc: Y.Doc): boolean {
  const meta = doc.getMap<unknown>(META);
  for (const [key, value] of meta) {
    if (key !== SCHEMA_VERSION || typeof value !== 'number') return false;
  }
  return true;
}

/** Names of the root types every document may hold besides its own. */
export const COMMON_ROOT_NAMES: readonly string[] = [META];
