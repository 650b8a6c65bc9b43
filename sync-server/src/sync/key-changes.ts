/**
 * @module
 * The keys one Yjs transaction changed in a document's root maps, with their values before and
 * after: what the audit log describes. Read while the transaction is still open (in
 * `afterTransaction`), before Yjs garbage-collects the values it replaced.
 */
import * as Y from 'yjs';

/** One key of a root map as a transaction changed it; undefined stands for absent. */
export interface KeyChange {
  root: string;
  key: string;
  before: unknown;
  after: unknown;
}

/** The keys `transaction` changed in root maps, in the order Yjs reports them. */
export function keyChangesOf(transaction: Y.Transaction): KeyChange[] {
  const changes: KeyChange[] = [];
  for (const [type, keys] of transaction.changed) {
    // Only root maps hold records; nested types are not part of any layout.
    if (type._item !== null) continue;
    const mapKeys = [...keys].filter((key): key is string => key !== null);
    if (mapKeys.length === 0) continue;
    const root = Y.findRootTypeKey(type);
    // A root a client created first may still be a placeholder type; the event reads its items.
    const event = new Y.YMapEvent(type as unknown as Y.Map<unknown>, transaction, new Set(mapKeys));
    for (const [key, change] of event.changes.keys) {
      changes.push({
        root,
        key,
        before: change.action === 'add' ? undefined : change.oldValue,
        after: change.action === 'delete' ? undefined : currentValue(type, key),
      });
    }
  }
  return changes;
}

// What Y.Map.get answers, for a root that may not have been read as a Y.Map yet.
function currentValue(type: { _map: Map<string, Y.Item> }, key: string): unknown {
  const item = type._map.get(key);
  if (!item || item.deleted) return undefined;
  const content = item.content.getContent();
  return content[item.length - 1];
}
