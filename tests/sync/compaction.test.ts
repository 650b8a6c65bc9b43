import {
  docNames,
  listAttendance,
  listStaffNotes,
  setAttendance,
  setStaffNote,
} from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, issueToken } from './support/test-server.ts';

const WEEK = docNames.week('2026-11-16');

function content(doc: Y.Doc) {
  return { attendance: [...listAttendance(doc)], notes: [...listStaffNotes(doc)] };
}

/** Many small updates that overwrite each other: the shape of a week of real edits. */
function edit(doc: Y.Doc, customerIds: string[], rounds: number) {
  for (let round = 0; round < rounds; round++) {
    for (const customerId of customerIds) {
      setStaffNote(doc, customerId, `round ${round}: ${'x'.repeat(40)}`);
      setAttendance(doc, customerId, '2026-11-17', { pickupReason: round % 2 ? null : 'Bus' });
    }
  }
}

describe('compaction on unload', () => {
  const fixture = useTestServer({ sync: { idleUnloadMs: 50, compactAfterUpdates: 100_000 } });

  it('leaves the content identical and the stored size smaller', async () => {
    const { test } = fixture;
    const customerIds = ['Ada', 'Grace', 'Katherine'].map((name) =>
      addCustomer(test.server.db, { name }),
    );
    const token = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });

    const device = await fixture.open(WEEK, token);
    edit(device.doc, customerIds, 40);
    const expected = content(device.doc);
    await waitFor(() => test.server.store.logLength(WEEK) === 40 * 3 * 2, 'every update stored');
    const before = test.server.store.storedBytes(WEEK);
    fixture.close(device);

    await waitFor(() => test.server.registry.get(WEEK) === undefined, 'idle unload');
    expect(test.server.store.logLength(WEEK)).toBe(0);
    const after = test.server.store.storedBytes(WEEK);
    expect(after).toBeLessThan(before / 4);

    const reader = await fixture.open(WEEK, token);
    expect(content(reader.doc)).toEqual(expected);
  });
});

describe('compaction past the threshold', () => {
  const fixture = useTestServer({ sync: { compactAfterUpdates: 25 } });

  it('folds the log while clients stay connected', async () => {
    const { test } = fixture;
    const customerId = addCustomer(test.server.db, { name: 'Ada' });
    const token = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });
    const writer = await fixture.open(WEEK, token);

    for (let i = 0; i < 60; i++) {
      setStaffNote(writer.doc, customerId, `edit ${i}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const reader = await fixture.open(WEEK, token);
    await waitFor(() => listStaffNotes(reader.doc).get(customerId) === 'edit 59', 'last edit');
    expect(test.server.store.logLength(WEEK)).toBeLessThan(25);
    expect(content(reader.doc)).toEqual(content(writer.doc));
  });
});
