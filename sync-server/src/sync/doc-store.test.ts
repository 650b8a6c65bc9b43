import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Database_, openDatabase } from '../db/client.ts';
import { DocStore } from './doc-store.ts';

describe('DocStore', () => {
  let dir: string;
  let database: Database_;
  let store: DocStore;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-store-'));
    database = openDatabase(dir);
    store = new DocStore(database.db);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function appendEdits(doc: Y.Doc, name: string, count: number): number {
    let lastId = 0;
    doc.on('update', (update: Uint8Array) => {
      lastId = store.append(name, update);
    });
    for (let i = 0; i < count; i++) doc.getMap('notes').set('a', `edit ${i}`);
    return lastId;
  }

  it('folds a stored log into a snapshot that no longer holds what was deleted', () => {
    const name = 'week:2026-11-16';
    const doc = new Y.Doc();
    doc.on('update', (update: Uint8Array) => store.append(name, update));
    doc.getMap('notes').set('a', 'overwritten-secret-text');
    doc.getMap('notes').set('a', 'kept');
    doc.getMap('notes').set('b', 'deleted-secret-text');
    doc.getMap('notes').delete('b');
    expect(store.namesWithLog()).toEqual([name]);

    store.foldLog(name);
    expect(store.namesWithLog()).toEqual([]);
    const stored = database.sqlite
      .prepare('select state from yjs_snapshots where doc_name = ?')
      .pluck()
      .get(name) as Buffer;
    expect(stored.includes('secret-text')).toBe(false);
    const loaded = store.load(name);
    expect(loaded.logLength).toBe(0);
    const reloaded = new Y.Doc();
    Y.applyUpdate(reloaded, loaded.state);
    expect(reloaded.getMap('notes').toJSON()).toEqual({ a: 'kept' });
  });

  it('loads an unknown document as empty', () => {
    const loaded = store.load('week:2026-11-16');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, loaded.state);
    expect(doc.getMap('notes').size).toBe(0);
    expect(loaded).toMatchObject({ lastUpdateId: 0, logLength: 0 });
  });

  it('loads the snapshot plus the updates that came after it', () => {
    const doc = new Y.Doc();
    const lastId = appendEdits(doc, 'w', 10);
    store.compact('w', Y.encodeStateAsUpdate(doc), lastId);
    doc.getMap('notes').set('b', 'after the snapshot');

    const loaded = store.load('w');
    const copy = new Y.Doc();
    Y.applyUpdate(copy, loaded.state);
    expect(copy.getMap('notes').toJSON()).toEqual({ a: 'edit 9', b: 'after the snapshot' });
    expect(loaded.logLength).toBe(1);
  });

  it('keeps documents apart and deletes one completely', () => {
    appendEdits(new Y.Doc(), 'family:a:2026-11-16', 3);
    appendEdits(new Y.Doc(), 'family:b:2026-11-16', 3);
    store.delete('family:a:2026-11-16');
    expect(store.storedBytes('family:a:2026-11-16')).toBe(0);
    expect(store.logLength('family:b:2026-11-16')).toBe(3);
  });
});
