import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { ConnectionPresence, DocPresence, type PresenceDrop, readEntries } from './presence.ts';

const LIMITS = { maxStateBytes: 64, maxDocBytes: 100 };

function update(...entries: Array<[clientId: number, clock: number, state: unknown]>) {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const [clientId, clock, state] of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, JSON.stringify(state));
  }
  return encoding.toUint8Array(encoder);
}

function take(presence: ConnectionPresence, doc: DocPresence, bytes: Uint8Array) {
  const drops: PresenceDrop[] = [];
  const taken = presence.take(bytes, doc, LIMITS, (why) => drops.push(why));
  return { ids: taken ? readEntries(taken).map((entry) => entry.clientId) : [], drops };
}

describe('the presence a connection may set', () => {
  it('is its first client id’s alone: entries for other ids are dropped', () => {
    const presence = new ConnectionPresence();
    const doc = new DocPresence();
    expect(take(presence, doc, update([7, 1, {}], [8, 1, { user: 'Owner' }]))).toEqual({
      ids: [7],
      drops: ['foreign-client'],
    });
    expect(take(presence, doc, update([9, 1, {}]))).toEqual({ ids: [], drops: ['foreign-client'] });
    // Its own removal (null) is taken.
    expect(take(presence, doc, update([7, 2, null])).ids).toEqual([7]);
  });

  it('is a state of at most the bound, in a document of at most its bound', () => {
    const doc = new DocPresence();
    expect(take(new ConnectionPresence(), doc, update([1, 1, { f: 'x'.repeat(64) }]))).toEqual({
      ids: [],
      drops: ['state-too-large'],
    });
    doc.record(2, 60);
    expect(doc.totalBytes).toBe(60);
    const third = take(new ConnectionPresence(), doc, update([3, 1, { f: 'x'.repeat(40) }]));
    expect(third).toEqual({ ids: [], drops: ['document-full'] });
    // A client may replace its own state within the bound: its old bytes make room.
    expect(take(new ConnectionPresence(), doc, update([2, 2, { f: 'x'.repeat(50) }])).ids).toEqual([
      2,
    ]);
    doc.forget([2]);
    expect(doc.totalBytes).toBe(0);
  });

  it('refuses an update that is not well formed before taking any of it', () => {
    const broken = update([1, 1, {}]).slice(0, -1);
    expect(() =>
      new ConnectionPresence().take(broken, new DocPresence(), LIMITS, () => {}),
    ).toThrow();
  });
});
