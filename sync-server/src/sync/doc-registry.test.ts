import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocRef } from '@cubby/shared/docs';
import { facilityClock } from '@cubby/shared/facility-clock';
import * as decoding from 'lib0/decoding';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Database_, type Db, openDatabase } from '../db/client.ts';
import type { Durability } from '../db/wal-durability.ts';
import { DOC_BYTE_BOUNDS } from './doc-bounds.ts';
import { CLOSE_STORAGE_FAILED, DocRegistry } from './doc-registry.ts';
import { DocStore } from './doc-store.ts';
import { documentHooks } from './hooks/index.ts';
import { SYNC_UPDATE } from './protocol.ts';
import type { DocConnection } from './sync-doc.ts';

const WEEK: DocRef = { kind: 'week', monday: '2026-11-16' };
const QUIET = { info() {}, warn() {}, error() {} };

/**
 * The real WAL durability, with each group fsync held until the test lets it finish. Commits go
 * to the group fsync unless a test lets the event loop's quick fsync run (`quick`).
 */
class HeldDurability implements Durability {
  readonly #real: Durability;
  quick: 'pool' | 'real' | 'fails' = 'pool';
  readonly #held: Array<{ release: () => void; fail: (error: Error) => void }> = [];

  constructor(real: Durability) {
    this.#real = real;
  }

  deferred<T>(commit: () => T): T {
    return this.#real.deferred(commit);
  }

  flushNow(): void {
    this.#real.flushNow();
  }

  syncIfQuick(): boolean {
    if (this.quick === 'fails') throw new Error('EIO: fsync failed');
    return this.quick === 'real' && this.#real.syncIfQuick();
  }

  async flush(): Promise<void> {
    await this.#real.flush();
    await new Promise<void>((release, fail) => this.#held.push({ release, fail }));
  }

  get held(): number {
    return this.#held.length;
  }

  async finishAll(): Promise<void> {
    await waitUntil(() => this.#held.length > 0);
    for (const flush of this.#held.splice(0)) flush.release();
    await settle();
  }

  async failAll(): Promise<void> {
    await waitUntil(() => this.#held.length > 0);
    for (const flush of this.#held.splice(0)) flush.fail(new Error('EIO: fsync failed'));
    await settle();
  }
}

/** A connection that records what it is sent and how it was closed. */
class RecordingConnection implements DocConnection {
  readonly received: Uint8Array[] = [];
  closedWith: number | null = null;
  send(message: Uint8Array): void {
    this.received.push(message);
  }
  close(code: number): void {
    this.closedWith = code;
  }
}

/** Lets the commit scheduled by an update (setImmediate) and the promise callbacks after it run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('condition never held');
}

/**
 * An update the sync fuzzer found (FAULTS_SEED=4243972695): it decodes, but Yjs throws while
 * cleaning up after integrating its first item, before it reports the update.
 */
const HALF_APPLYING_UPDATE = Uint8Array.from(
  Buffer.from(
    '0102b497defd04002801046d6574610d736368656d6156657273696f6e017d0128010666616d696c790c636f6e6669726d6174696f6e00017605097765656b5374617274770a323032362d31312d3136067374617475737709636f6e6669726d65640764657461696c7376000b636f6e6669726d656441747718323032362d31312d31365430373a30303a30302e3030305a097570646174656441747718323032362d31312d31365430373a30303a30302e3030305a00',
    'hex',
  ),
);

/** A client's edit, as an update made on another replica. */
function clientEdit(key: string, value: string): Uint8Array {
  const replica = new Y.Doc();
  replica.getMap('scratch').set(key, value);
  return Y.encodeStateAsUpdate(replica);
}

/** The scratch values a broadcast update message carries. */
function scratchValues(message: Uint8Array): unknown[] {
  const decoder = decoding.createDecoder(message);
  decoding.readVarUint(decoder);
  expect(decoding.readVarUint(decoder)).toBe(SYNC_UPDATE);
  const replica = new Y.Doc();
  Y.applyUpdate(replica, decoding.readVarUint8Array(decoder));
  return [...replica.getMap('scratch').values()];
}

describe('DocRegistry commits', () => {
  let dir: string;
  let database: Database_;
  let store: DocStore;
  let durability: HeldDurability;
  let registry: DocRegistry;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-registry-'));
    database = openDatabase(dir);
    store = new DocStore(database.db);
    durability = new HeldDurability(database.durability);
    registry = new DocRegistry(
      database.db,
      durability,
      store,
      documentHooks,
      { idleUnloadMs: 60_000, compactAfterUpdates: 500, maxDocBytes: DOC_BYTE_BOUNDS },
      QUIET,
      facilityClock('America/Los_Angeles'),
    );
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The week open on a viewer, after a writer's edit was committed (its fsync still held). */
  async function viewerAfterEdit(value: string, ref: DocRef = WEEK) {
    const doc = registry.open(ref);
    const viewer = new RecordingConnection();
    registry.attach(doc, viewer);
    Y.applyUpdate(doc.ydoc, clientEdit('a', value), new RecordingConnection());
    await settle();
    return { doc, viewer };
  }

  function storedValue(key: string): unknown {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, store.load('week:2026-11-16').state);
    return doc.getMap('scratch').get(key);
  }

  it("stores a client's update at once but broadcasts it only once the WAL is on disk", async () => {
    const doc = registry.open(WEEK);
    const sender = new RecordingConnection();
    const viewer = new RecordingConnection();
    registry.attach(doc, sender);
    registry.attach(doc, viewer);

    const update = clientEdit('a', 'checked in');
    Y.applyUpdate(doc.ydoc, update, sender);
    await settle();
    expect(storedValue('a')).toBe('checked in');
    await waitUntil(() => durability.held === 1);
    expect(viewer.received).toEqual([]);
    expect(sender.received).toEqual([]);

    await durability.finishAll();
    expect(viewer.received.map(scratchValues)).toEqual([['checked in']]);
    // The sender hears its own update back: its "synced" means stored.
    expect(sender.received.map(scratchValues)).toEqual([['checked in']]);
  });

  it('broadcasts as soon as the event loop has put the commit on disk itself, the disk being quick', async () => {
    durability.quick = 'real';
    const { viewer } = await viewerAfterEdit('checked in');
    expect(storedValue('a')).toBe('checked in');
    expect(durability.held).toBe(0);
    expect(viewer.received.map(scratchValues)).toEqual([['checked in']]);
  });

  it('closes the connections of a document whose fsync on the event loop failed', async () => {
    durability.quick = 'fails';
    const { viewer } = await viewerAfterEdit('x');
    expect(viewer.closedWith).toBe(CLOSE_STORAGE_FAILED);
    expect(viewer.received).toEqual([]);
    expect(registry.get('week:2026-11-16')).toBeUndefined();
  });

  it('holds a new connection’s opening state until what it contains is on disk', async () => {
    const doc = registry.open(WEEK);
    Y.applyUpdate(doc.ydoc, clientEdit('a', 'x'), new RecordingConnection());
    await settle();
    const opened: string[] = [];
    doc.whenCommitted(() => opened.push('state sent'));
    expect(opened).toEqual([]);
    await durability.finishAll();
    expect(opened).toEqual(['state sent']);
  });

  it('broadcasts in commit order when a durable commit overtakes a group fsync', async () => {
    const { viewer } = await viewerAfterEdit('first');
    expect(viewer.received).toEqual([]);

    // A REST write commits with SQLite's own fsync, which covers the first commit too.
    registry.writeNow(WEEK, (ydoc) => ydoc.getMap('scratch').set('b', 'second'));
    expect(viewer.received.map(scratchValues)).toEqual([['first'], ['second']]);

    // The held group fsync finishing later sends nothing twice.
    await durability.finishAll();
    expect(viewer.received).toHaveLength(2);
  });

  it('closes the connections of a document whose fsync failed and reloads it from storage', async () => {
    const { viewer } = await viewerAfterEdit('x');
    await durability.failAll();
    expect(viewer.closedWith).toBe(CLOSE_STORAGE_FAILED);
    expect(viewer.received).toEqual([]);
    expect(registry.get('week:2026-11-16')).toBeUndefined();
  });

  it('forgets a document an update half-applied to before failing, and stores none of it', async () => {
    // A kind whose updates are not tried on a checked copy first: the live document takes them.
    const unchecked: DocRef = { kind: 'confirmations', monday: '2026-11-16' };
    const { doc, viewer } = await viewerAfterEdit('stored', unchecked);
    await durability.finishAll();
    const sender = new RecordingConnection();
    registry.attach(doc, sender);

    expect(() => registry.applyClientUpdate(doc, HALF_APPLYING_UPDATE, sender)).toThrow();
    // The sender's connection closes it as malformed; everyone else reloads.
    expect(sender.closedWith).toBeNull();
    expect(viewer.closedWith).toBe(CLOSE_STORAGE_FAILED);
    expect(registry.get('confirmations:2026-11-16')).toBeUndefined();
    await settle();
    const reloaded = registry.open(unchecked);
    expect(reloaded.ydoc.getMap('scratch').get('a')).toBe('stored');
    expect([...reloaded.ydoc.share.keys()]).toEqual(['scratch']);
  });

  it('puts every update on disk and sends it before a clean shutdown closes the database', async () => {
    const { viewer } = await viewerAfterEdit('x');
    registry.unloadAll();
    expect(viewer.received.map(scratchValues)).toEqual([['x']]);
    expect(storedValue('a')).toBe('x');
  });

  it('stores a change its words cannot describe, with an entry that says so', async () => {
    const logged: string[] = [];
    const words = new DocRegistry(
      database.db,
      durability,
      store,
      {
        week: {
          describeChanges() {
            throw new Error('no words for this');
          },
        },
      },
      { idleUnloadMs: 60_000, compactAfterUpdates: 500, maxDocBytes: DOC_BYTE_BOUNDS },
      { ...QUIET, error: (event: string) => logged.push(event) },
      facilityClock('America/Los_Angeles'),
    );
    const doc = words.open(WEEK);
    Y.applyUpdate(doc.ydoc, clientEdit('a', 'kept'), new RecordingConnection());
    words.commit();
    expect(storedValue('a')).toBe('kept');
    expect(logged).toEqual(['audit.describe-failed']);
    const entries = database.sqlite
      .prepare('select action, summary, actor_kind as actor from audit_entries')
      .all();
    expect(entries).toEqual([
      { action: 'document.changed', summary: 'Changed week:2026-11-16', actor: 'system' },
    ]);
  });
});

describe('DocRegistry under a burst of offline changes', () => {
  let dir: string;
  let database: Database_;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-burst-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A registry whose transactions are recorded as the documents each stored, in order. */
  function recordingRegistry(maxUpdates: number) {
    const transactions: string[][] = [];
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (...args: Parameters<Db['transaction']>) => {
          transactions.push([]);
          return target.transaction(...args);
        };
      },
    });
    const store = new (class extends DocStore {
      override append(name: string, update: Uint8Array): number {
        transactions.at(-1)?.push(name);
        return super.append(name, update);
      }
    })(database.db);
    const durability = new HeldDurability(database.durability);
    const registry = new DocRegistry(
      db,
      durability,
      store,
      documentHooks,
      {
        idleUnloadMs: 60_000,
        compactAfterUpdates: 500,
        maxDocBytes: DOC_BYTE_BOUNDS,
        // Counted in updates only, so that the test does not depend on this machine's speed.
        commitSlice: { maxUpdates, maxMs: Number.POSITIVE_INFINITY },
      },
      QUIET,
      facilityClock('America/Los_Angeles'),
    );
    return { registry, durability, transactions };
  }

  const week = (monday: string): DocRef => ({ kind: 'week', monday });

  it("stores another document's update between the burst's slices, and broadcasts everything once on disk", async () => {
    const { registry, durability, transactions } = recordingRegistry(3);
    // Three tablets' weeks come back with four changes each, in one turn of the event loop.
    const burst = ['2026-11-02', '2026-11-09', '2026-11-16'].map((monday) => {
      const doc = registry.open(week(monday));
      for (let n = 0; n < 4; n++) {
        Y.applyUpdate(doc.ydoc, clientEdit(`k${n}`, monday), new RecordingConnection());
      }
      return doc;
    });
    const quiet = registry.open(week('2026-11-23'));
    const viewer = new RecordingConnection();
    registry.attach(quiet, viewer);

    // The first slice runs in the next turn; a check-in on another week arrives after it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(transactions).toEqual([repeat('week:2026-11-02', 4)]);
    Y.applyUpdate(quiet.ydoc, clientEdit('a', 'checked in'), new RecordingConnection());
    await settle();

    expect(transactions).toEqual([
      repeat('week:2026-11-02', 4),
      ['week:2026-11-23', ...repeat('week:2026-11-09', 4)],
      repeat('week:2026-11-16', 4),
    ]);
    // Stored is not sent: each slice waits for its fsync.
    expect(viewer.received).toEqual([]);
    while (![...burst, quiet].every((doc) => doc.settled)) await durability.finishAll();
    expect(viewer.received.map(scratchValues)).toEqual([['checked in']]);
  });

  it('takes every waiting document in one transaction when a write must be stored at once', async () => {
    const { registry, transactions } = recordingRegistry(1);
    for (const monday of ['2026-11-02', '2026-11-09']) {
      const doc = registry.open(week(monday));
      Y.applyUpdate(doc.ydoc, clientEdit('a', monday), new RecordingConnection());
    }
    registry.writeNow(week('2026-11-16'), (ydoc) => ydoc.getMap('scratch').set('b', 'rest'));
    expect(transactions).toEqual([['week:2026-11-02', 'week:2026-11-09', 'week:2026-11-16']]);
  });
});

function repeat<T>(value: T, times: number): T[] {
  return Array.from({ length: times }, () => value);
}
