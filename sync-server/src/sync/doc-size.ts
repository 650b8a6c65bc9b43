/**
 * @module
 * Whether a client's update fits its document's size bound, told by a running figure rather than
 * by encoding the document: stored bytes (snapshot plus logged updates, counted as they are
 * stored and reset at compaction) plus pending and held-aside bytes. Decision 014.
 */
import * as Y from 'yjs';
import type { SyncDoc } from './sync-doc.ts';

/** Whether the document, with `update` added, stays within `bound` bytes. */
export function hasRoomFor(doc: SyncDoc, update: Uint8Array, bound: number): boolean {
  if (update.byteLength > bound) return false;
  const figure = doc.storedBytes + doc.pendingBytes + heldAside(doc.ydoc);
  return figure + update.byteLength <= bound || measure(doc) + update.byteLength <= bound;
}

// The running figure counts overwritten content until the log is folded, so only when it says no
// is the document measured, and its log folded after the next commit so that the figure is exact
// again. A measure is kept until the document changes, so a client that keeps sending updates
// that do not fit costs one measure, not one each; and a document that is all snapshot is never
// measured, its figure being exact.
function measure(doc: SyncDoc): number {
  if (doc.logLength === 0 && !doc.hasPending) return doc.storedBytes + heldAside(doc.ydoc);
  const version = `${doc.lastUpdateId}:${doc.pendingBytes}:${heldAside(doc.ydoc)}`;
  if (doc.measured?.version !== version) {
    doc.measured = { version, bytes: Y.encodeStateAsUpdate(doc.ydoc).byteLength };
    doc.foldLog = true;
  }
  return doc.measured.bytes;
}

/**
 * Bytes of updates Yjs holds until what they build on arrives: no update event reports them,
 * yet they are part of the document and of its next snapshot.
 */
function heldAside(doc: Y.Doc): number {
  const { pendingStructs, pendingDs } = doc.store;
  return (pendingStructs?.update.byteLength ?? 0) + (pendingDs?.byteLength ?? 0);
}
