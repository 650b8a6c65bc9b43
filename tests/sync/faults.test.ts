import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Device, openDevice, openRaw, waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import {
  addCustomer,
  issueToken,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

const WEEK = docNames.week('2026-11-16');
const MAX_MESSAGE_BYTES = 64 * 1024;

let test: TestServer;
let token: string;
let customerId: string;
let tablet: Device;
let laptop: Device;
let edits = 0;

beforeAll(async () => {
  test = await startTestServer({ sync: { maxMessageBytes: MAX_MESSAGE_BYTES } });
  customerId = addCustomer(test.server.db, { name: 'Ada' });
  token = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });
  tablet = await openDevice(test.wsUrl, WEEK, token);
  laptop = await openDevice(test.wsUrl, WEEK, token);
});

afterAll(async () => {
  tablet.destroy();
  laptop.destroy();
  await test.stop();
});

/** The healthy clients still sync after the bad one is cut off. */
async function expectOthersStillSync() {
  edits += 1;
  setStaffNote(tablet.doc, customerId, `edit ${edits}`);
  await waitFor(() => getStaffNote(laptop.doc, customerId) === `edit ${edits}`, 'laptop');
  expect(tablet.provider.wsconnected && laptop.provider.wsconnected).toBe(true);
}

function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

async function sendAndExpectClose(message: Uint8Array | string, code: number) {
  const raw = openRaw(`${test.wsUrl}/${WEEK}?token=${token}`);
  await raw.opened;
  raw.ws.send(message);
  const outcome = await raw.closed;
  expect(outcome.code).toBe(code);
}

describe('a connection that sends a bad frame is closed, and only that one', () => {
  it.each([
    ['random bytes', new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01])],
    ['an unknown message type', frame((e) => encoding.writeVarUint(e, 9))],
    [
      'an unknown sync step',
      frame((e) => {
        encoding.writeVarUint(e, 0);
        encoding.writeVarUint(e, 7);
      }),
    ],
    [
      'an update whose length runs past the frame',
      frame((e) => {
        encoding.writeVarUint(e, 0);
        encoding.writeVarUint(e, 2);
        encoding.writeVarUint(e, 500);
        encoding.writeUint8Array(e, new Uint8Array([1, 2, 3]));
      }),
    ],
    [
      'an update that is not a Yjs update',
      frame((e) => {
        encoding.writeVarUint(e, 0);
        encoding.writeVarUint(e, 2);
        encoding.writeVarUint8Array(e, new Uint8Array([5, 200, 1, 7, 7, 7, 7]));
      }),
    ],
    [
      'a broken awareness update',
      frame((e) => {
        encoding.writeVarUint(e, 1);
        encoding.writeVarUint8Array(
          e,
          frame((a) => {
            encoding.writeVarUint(a, 1); // one entry: client id, clock, state as JSON
            encoding.writeVarUint(a, 5);
            encoding.writeVarUint(a, 1);
            encoding.writeVarString(a, '{not json');
          }),
        );
      }),
    ],
  ])('%s', async (_name, message) => {
    await sendAndExpectClose(message, 1007);
    await expectOthersStillSync();
  });

  it('a text frame', async () => {
    await sendAndExpectClose('hello', 1007);
    await expectOthersStillSync();
  });

  it('an oversized frame (1009, message too big)', async () => {
    await sendAndExpectClose(new Uint8Array(MAX_MESSAGE_BYTES + 1), 1009);
    await expectOthersStillSync();
  });

  it('leaves the stored document as it was', async () => {
    const before = test.server.store.storedBytes(WEEK);
    await sendAndExpectClose(new Uint8Array([0, 2, 3, 1, 2, 3]), 1007);
    expect(test.server.store.storedBytes(WEEK)).toBe(before);
  });
});

describe('a session that opens too many connections', () => {
  const fixture = useTestServer({ sync: { maxConnectionsPerSession: 2 } });

  it('is refused with 4429 past the bound, and may connect again once one closes', async () => {
    const { test } = fixture;
    const staff = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });
    const first = await fixture.open(WEEK, staff);
    await fixture.open(docNames.directory(), staff);

    const third = openRaw(`${test.wsUrl}/${WEEK}?token=${staff}`);
    expect((await third.closed).code).toBe(4429);
    // Another session of the same role is not affected.
    const other = issueToken(test.server.db, { role: 'staff', subject: 'staff-2' });
    await fixture.open(WEEK, other);

    fixture.close(first);
    await waitFor(() => test.server.registry.get(WEEK)?.connections.size === 1, 'close seen');
    await fixture.open(WEEK, staff);
  });
});
