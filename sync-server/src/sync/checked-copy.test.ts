import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DocRef,
  docName,
  familyMap,
  getFamilyConfirmation,
  setFamilyConfirmation,
} from '@cubby/shared/docs';
import { facilityClock } from '@cubby/shared/facility-clock';
import { MAX_REASON_LENGTH } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Database_, openDatabase } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { facilityMonday } from '../testing/facility-time.ts';
import { DOC_BYTE_BOUNDS } from './doc-bounds.ts';
import { DocRegistry } from './doc-registry.ts';
import { DocStore } from './doc-store.ts';
import { documentHooks } from './hooks/index.ts';
import { SERVER_ORIGIN } from './hooks.ts';

const QUIET = { info() {}, warn() {}, error() {} };
const CUSTOMER = '6f1c3a52-0d7e-4b8e-9a51-2f0c6d1e7a11';
// A week a family may answer now (decision 066).
const MONDAY = facilityMonday();
const FAMILY: DocRef = { kind: 'family', customerId: CUSTOMER, monday: MONDAY };

describe("a family's updates on the checked copy", () => {
  let dir: string;
  let database: Database_;
  let registry: DocRegistry;
  let store: DocStore;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-checked-'));
    database = openDatabase(dir);
    database.db.insert(customers).values({ id: CUSTOMER, name: 'Ada', defaultMonday: true }).run();
    store = new DocStore(database.db);
    registry = new DocRegistry(
      database.db,
      database.durability,
      store,
      documentHooks,
      { idleUnloadMs: 60_000, compactAfterUpdates: 500, maxDocBytes: DOC_BYTE_BOUNDS },
      QUIET,
      facilityClock('America/Los_Angeles'),
    );
  });

  afterEach(() => {
    registry.unloadAll();
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The parent's phone, whose edits come back as the updates it would send. */
  function phone() {
    const doc = new Y.Doc();
    const sent: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'server') sent.push(update);
    });
    return { doc, sent };
  }

  it('are checked without copying the document again, and follow server writes', () => {
    const family = registry.open(FAMILY);
    const device = phone();
    for (let i = 0; i < 50; i++) {
      setFamilyConfirmation(
        device.doc,
        {
          weekStart: MONDAY,
          status: 'not_coming',
          details: { absentDays: [MONDAY], reason: `${i}` },
        },
        new Date(),
      );
      const update = device.sent.pop() as Uint8Array;
      expect(registry.hasRoomFor(family, update)).toBe(true);
      expect(registry.applyClientUpdate(family, update, 'phone')).toBe(true);
      // A server write in between (a REST answer) reaches the copy as it happens.
      if (i === 25) {
        registry.write(FAMILY, (doc) =>
          setFamilyConfirmation(
            doc,
            { weekStart: MONDAY, status: 'confirmed', details: {} },
            new Date(),
            SERVER_ORIGIN,
          ),
        );
        Y.applyUpdate(device.doc, Y.encodeStateAsUpdate(family.ydoc), 'server');
      }
    }
    // One copy for fifty updates and a server write: the copy was built once, when the family
    // first wrote, and never again; the size check never measured the document.
    expect(family.checked?.builds).toBe(1);
    expect(family.measured).toBeNull();
    expect(getFamilyConfirmation(family.ydoc, MONDAY)?.details.reason).toBe('49');
  });

  it('leave the live document untouched when refused, and rebuild the copy only then', () => {
    const family = registry.open(FAMILY);
    const device = phone();
    setFamilyConfirmation(
      device.doc,
      { weekStart: MONDAY, status: 'confirmed', details: {} },
      new Date(),
    );
    expect(registry.applyClientUpdate(family, device.sent.pop() as Uint8Array, 'phone')).toBe(true);
    const before = Y.encodeStateAsUpdate(family.ydoc);

    const tampered = new Y.Doc();
    tampered.getArray('family').push(['not what the portal writes']);
    const forged = Y.encodeStateAsUpdate(tampered);
    expect(registry.applyClientUpdate(family, forged, 'phone')).toBe(false);
    expect(Y.encodeStateAsUpdate(family.ydoc)).toEqual(before);
    expect(family.hasPending).toBe(true); // only the accepted answer waits to be stored

    // A fresh device's valid answer is checked on a copy rebuilt from the live document.
    const other = phone();
    Y.applyUpdate(other.doc, before, 'server');
    familyMap(other.doc).delete('confirmation');
    expect(registry.applyClientUpdate(family, other.sent.pop() as Uint8Array, 'phone')).toBe(true);
    expect(family.checked?.builds).toBe(2);
    expect(getFamilyConfirmation(family.ydoc, MONDAY)).toBeNull();
  });

  it('count toward the size bound as a running figure, reset when the log is folded', () => {
    const family = registry.open(FAMILY);
    const device = phone();
    // Reasons as long as a family may give (decision 066), often enough to pass the bound.
    const big = 'x'.repeat(MAX_REASON_LENGTH - 4);
    for (let i = 0; i < 400; i++) {
      setFamilyConfirmation(
        device.doc,
        {
          weekStart: MONDAY,
          status: 'not_coming',
          details: { absentDays: [MONDAY], reason: `${i}${big}` },
        },
        new Date(),
      );
      const update = device.sent.pop() as Uint8Array;
      // Overwritten answers pile up in the log past the bound; the document itself stays small,
      // so the update is let in after one measure, and the log is folded after the commit.
      expect(registry.hasRoomFor(family, update)).toBe(true);
      expect(registry.applyClientUpdate(family, update, 'phone')).toBe(true);
      registry.commit();
    }
    expect(store.storedBytes(docName(FAMILY))).toBeLessThan(DOC_BYTE_BOUNDS.family);
    expect(family.storedBytes).toBe(store.storedBytes(docName(FAMILY)));

    const huge = new Y.Doc();
    huge.getArray('family').push(['y'.repeat(DOC_BYTE_BOUNDS.family)]);
    expect(registry.hasRoomFor(family, Y.encodeStateAsUpdate(huge))).toBe(false);
  });
});
