import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type KeyChange, keyChangesOf } from './key-changes.ts';

/** The key changes of each transaction a document makes. */
function recording(doc: Y.Doc): KeyChange[][] {
  const seen: KeyChange[][] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => seen.push(keyChangesOf(transaction)));
  return seen;
}

describe('keyChangesOf', () => {
  it('gives each changed key with its value before and after', () => {
    const doc = new Y.Doc();
    const map = doc.getMap('attendance');
    map.set('a', 1);
    map.set('b', { x: 1 });
    const seen = recording(doc);
    doc.transact(() => {
      map.set('a', 2);
      map.delete('b');
      map.set('c', 'new');
    });
    expect(seen).toEqual([
      [
        { root: 'attendance', key: 'a', before: 1, after: 2 },
        { root: 'attendance', key: 'b', before: { x: 1 }, after: undefined },
        { root: 'attendance', key: 'c', before: undefined, after: 'new' },
      ],
    ]);
  });

  it('reads a client’s update into a root the server has not opened as a map yet', () => {
    const client = new Y.Doc();
    client.getMap('visits').set('v1', { checkInTime: 'x' });
    const server = new Y.Doc();
    const seen = recording(server);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(client));
    expect(seen).toEqual([
      [{ root: 'visits', key: 'v1', before: undefined, after: { checkInTime: 'x' } }],
    ]);
  });

  it('ignores nested types and transactions that change nothing', () => {
    const doc = new Y.Doc();
    const nested = new Y.Map();
    doc.getMap('m').set('n', nested);
    const seen = recording(doc);
    nested.set('inner', 1);
    doc.transact(() => {});
    expect(seen).toEqual([[], []]);
  });
});
