/**
 * @module
 * Frames for fuzzing the sync endpoint: real y-websocket messages (sync step 1 and 2, updates,
 * awareness), mutations of them, and frames built from scratch around the protocol's varints
 * (wrong types, truncations, lengths far past the frame, varints that never end).
 */

import { checkIn, oneWeekDoc } from '@cubby/shared/attendance-commands';
import {
  setAttendance,
  setFamilyConfirmation,
  setFinancialNote,
  setStaffNote,
} from '@cubby/shared/docs';
import { clockStoppedAt, instantAt } from '@cubby/shared/facility-clock';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { Random } from './random.ts';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

const syncFrame = (write: (encoder: encoding.Encoder) => void) =>
  frame((encoder) => {
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    write(encoder);
  });

/** Whom and which week the frames are about. */
export interface FrameSubject {
  customerId: string;
  monday: string;
}

/** One edit of each document kind, as the app makes them. */
const EDITS: ReadonlyArray<(doc: Y.Doc, subject: FrameSubject, text: string) => void> = [
  (doc, { customerId }, text) => setStaffNote(doc, customerId, text),
  (doc, { customerId, monday }) =>
    setAttendance(doc, customerId, monday, { isPresent: true, pickupReason: '08:30 start' }),
  (doc, { customerId, monday }, text) =>
    checkIn(oneWeekDoc(doc), clockStoppedAt('UTC', instantAt(monday, '08:30', 'UTC')), {
      visitId: text,
      customerId,
      source: 'desk',
    }),
  (doc, { monday }) =>
    setFamilyConfirmation(
      doc,
      { weekStart: monday, status: 'confirmed', details: {} },
      instantAt(monday, '07:00', 'UTC'),
    ),
  (doc, { customerId }, text) => setFinancialNote(doc, customerId, text),
];

/**
 * A new edit from a device the server has not heard of, so that it is news to the document:
 * sent as is or mutated, it reaches the paths that store and project an update.
 */
function freshEdit(random: Random, subject: FrameSubject): Uint8Array {
  const doc = new Y.Doc();
  // Seeded, so that a replay sends the same bytes.
  doc.clientID = random.int(1, 2 ** 31);
  let update: Uint8Array = new Uint8Array();
  doc.on('update', (next: Uint8Array) => {
    update = next;
  });
  random.pick(EDITS)(doc, subject, `edit ${random.int(0, 1e6)}`);
  doc.destroy();
  return syncFrame((e) => syncProtocol.writeUpdate(e, update));
}

/** What a client of each document kind really sends, for a customer and a week. */
function validFrames(subject: FrameSubject): Uint8Array[] {
  const doc = new Y.Doc();
  doc.clientID = 1001;
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  for (const edit of EDITS) edit(doc, subject, 'Bring a sun hat');
  setStaffNote(doc, subject.customerId, 'Bring a sun hat and boots');

  const awareness = new awarenessProtocol.Awareness(doc);
  awareness.setLocalState({ user: { name: 'Front desk' }, cursor: null });
  const frames = [
    syncFrame((e) => syncProtocol.writeSyncStep1(e, doc)),
    syncFrame((e) => syncProtocol.writeSyncStep1(e, new Y.Doc())),
    syncFrame((e) => syncProtocol.writeSyncStep2(e, doc)),
    syncFrame((e) => syncProtocol.writeSyncStep2(e, doc, Y.encodeStateVector(doc))),
    ...updates.map((update) => syncFrame((e) => syncProtocol.writeUpdate(e, update))),
    frame((e) => {
      encoding.writeVarUint(e, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(
        e,
        awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID]),
      );
    }),
    frame((e) => encoding.writeVarUint(e, 3)), // query awareness
    frame((e) => {
      encoding.writeVarUint(e, 2); // auth, permission denied
      encoding.writeVarUint(e, 0);
      encoding.writeVarString(e, 'denied');
    }),
  ];
  awareness.destroy();
  doc.destroy();
  return frames;
}

/** Lengths that lie: zero, just past the end, and sizes no frame could hold. */
const HUGE = [0, 1, 127, 128, 2 ** 16, 2 ** 31 - 1, 2 ** 32, 2 ** 53 - 1];

function varint(value: number): Uint8Array {
  return frame((e) => encoding.writeVarUint(e, value));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One mutation of a frame, named for the failure message. */
const MUTATIONS: Record<
  string,
  (bytes: Uint8Array, random: Random, corpus: Uint8Array[]) => Uint8Array
> = {
  'flip a bit': (bytes, random) => {
    const out = bytes.slice();
    if (out.length > 0) {
      const at = random.int(0, out.length - 1);
      out[at] = (out[at] ?? 0) ^ (1 << random.int(0, 7));
    }
    return out;
  },
  'replace a byte': (bytes, random) => {
    const out = bytes.slice();
    if (out.length > 0) out[random.int(0, out.length - 1)] = random.pick([0, 0x7f, 0x80, 0xff]);
    return out;
  },
  truncate: (bytes, random) => bytes.slice(0, random.int(0, Math.max(0, bytes.length - 1))),
  'cut a range': (bytes, random) => {
    const from = random.int(0, bytes.length);
    return concat(bytes.slice(0, from), bytes.slice(from + random.int(1, 8)));
  },
  'insert random bytes': (bytes, random) => {
    const at = random.int(0, bytes.length);
    return concat(bytes.slice(0, at), random.bytes(random.int(1, 16)), bytes.slice(at));
  },
  'insert a huge length': (bytes, random) => {
    const at = random.int(0, bytes.length);
    return concat(bytes.slice(0, at), varint(random.pick(HUGE)), bytes.slice(at));
  },
  'overwrite the length': (bytes, random) =>
    // Message type and sync step are one byte each; the length of the payload follows.
    concat(bytes.slice(0, 2), varint(random.pick(HUGE)), bytes.slice(2 + random.int(0, 3))),
  'append a tail': (bytes, random) => concat(bytes, random.bytes(random.int(1, 64))),
  'splice two frames': (bytes, random, corpus) => {
    const other = random.pick(corpus);
    return concat(
      bytes.slice(0, random.int(0, bytes.length)),
      other.slice(random.int(0, other.length)),
    );
  },
  'repeat a chunk': (bytes, random) => {
    const from = random.int(0, bytes.length);
    const chunk = bytes.slice(from, from + random.int(1, 32));
    return concat(bytes.slice(0, from), chunk, chunk, bytes.slice(from));
  },
};

/** Frames built from nothing but the shape of the protocol. */
const SYNTHESIZED: Record<string, (random: Random) => Uint8Array> = {
  'random bytes': (random) =>
    random.bytes(random.chance(0.9) ? random.int(0, 64) : random.int(0, 4096)),
  'a varint that never ends': (random) =>
    concat(
      random.chance(0.5) ? varint(MESSAGE_SYNC) : new Uint8Array(),
      new Uint8Array(random.int(1, 20)).fill(0xff),
    ),
  'a sync message of random parts': (random) =>
    concat(
      varint(random.chance(0.8) ? random.int(0, 4) : random.int(0, 2 ** 31)),
      varint(random.chance(0.8) ? random.int(0, 3) : random.pick(HUGE)),
      varint(random.chance(0.5) ? random.int(0, 64) : random.pick(HUGE)),
      random.bytes(random.int(0, 64)),
    ),
  'an awareness update of random entries': (random) => {
    const entries = random.int(0, 4);
    const body = frame((e) => {
      encoding.writeVarUint(e, random.chance(0.8) ? entries : random.pick(HUGE));
      for (let i = 0; i < entries; i++) {
        encoding.writeVarUint(e, random.int(0, 2 ** 32 - 1));
        encoding.writeVarUint(e, random.pick([0, 1, random.int(0, 2 ** 31)]));
        encoding.writeVarString(
          e,
          random.pick([
            'null',
            '{}',
            '{"user":{"name":"x"}}',
            '{"a":',
            '[1,2',
            '"\ud800"',
            'x'.repeat(random.int(0, 2000)),
          ]),
        );
      }
    });
    return concat(
      varint(MESSAGE_AWARENESS),
      varint(random.chance(0.8) ? body.length : random.pick(HUGE)),
      body,
    );
  },
};

/** A frame to send, and how it was made (printed when it breaks something). */
export interface FuzzFrame {
  data: Uint8Array | string;
  how: string;
}

/**
 * A source of frames about a subject: real ones, mutated ones, synthesized ones, now and then a
 * text frame or one just over `maxBytes`, the server's frame limit.
 */
export function createFrameSource(
  random: Random,
  subject: FrameSubject,
  maxBytes: number,
): () => FuzzFrame {
  const corpus = validFrames(subject);
  const valid = () =>
    random.chance(0.5)
      ? { data: freshEdit(random, subject), how: 'a new edit' }
      : { data: random.pick(corpus), how: 'a valid frame' };
  return () => {
    const roll = random.next();
    if (roll < 0.15) return valid();
    if (roll < 0.65) {
      let { data, how } = valid();
      const steps: string[] = [];
      for (let i = random.int(1, 3); i > 0; i--) {
        const name = random.pick(Object.keys(MUTATIONS));
        steps.push(name);
        data = MUTATIONS[name]?.(data, random, corpus) ?? data;
      }
      return { data, how: `${how}, then: ${steps.join(', ')}` };
    }
    if (roll < 0.98) {
      const name = random.pick(Object.keys(SYNTHESIZED));
      return { data: SYNTHESIZED[name]?.(random) ?? new Uint8Array(), how: name };
    }
    if (roll < 0.99) {
      return {
        data: concat(random.pick(corpus), new Uint8Array(maxBytes)),
        how: 'a frame over the limit',
      };
    }
    return {
      data: new TextDecoder().decode(random.bytes(random.int(0, 32))),
      how: 'a text frame',
    };
  };
}
