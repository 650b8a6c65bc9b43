/**
 * @module
 * The server killed with SIGKILL twenty times at random moments while several stock clients
 * write steadily. After each restart the stored document holds every update any client was sent
 * (the server stores before it broadcasts), and once the clients reconnect they all converge on
 * the server's state, the relational projection included.
 */
import {
  docNames,
  listAttendance,
  listStaffNotes,
  removePresentMark,
  setAttendance,
  setStaffNote,
} from '@cubby/shared/docs';
import { openDatabase } from '@cubby/sync-server/db/client';
import { dailyAttendance, weeklyNotes } from '@cubby/sync-server/db/schema';
import { freePort } from '@cubby/sync-server/testing/free-port';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import { openDevice, waitFor } from '../sync/support/clients.ts';
import { spawnServer } from '../sync/support/server-process.ts';
import { addCustomer, issueToken } from '../sync/support/test-server.ts';
import { useServerProcess } from './support/process-fixture.ts';
import { randomFrom, seededRandom } from './support/random.ts';
import { openRecordingDevice } from './support/recording-device.ts';

const MONDAY = '2026-11-16';
const WEEK = docNames.week(MONDAY);
const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const KILLS = 20;
const WRITERS = 4;
const CHILDREN = 12;
/** Each writer edits this often; four writers make a steady stream of about 130 updates/s. */
const WRITE_EVERY_MS = 30;

const moments = seededRandom('kill -9 under writes');
// The edits draw from their own sequence, so the seed alone replays the kill moments.
const edits = randomFrom(moments.seed + 1);
const fixture = useServerProcess();
const { dataDir, devices } = fixture;

function prepare() {
  const database = openDatabase(dataDir);
  const children = Array.from({ length: CHILDREN }, (_, i) =>
    addCustomer(database.db, { name: `Child ${i}` }),
  );
  // One session per device, as each tablet signs in on its own.
  const tokens = Array.from({ length: WRITERS + 1 }, (_, i) =>
    issueToken(database.db, { role: 'staff', subject: `staff-${i}` }),
  );
  database.close();
  return { children, tokens };
}

/** One edit of the kind staff make all day: a note, or a child marked present or absent. */
function edit(doc: Y.Doc, writer: number, serial: number, children: string[]) {
  const child = edits.pick(children);
  const draw = edits.pick([0, 1, 2, 3]);
  const day = edits.pick(DAYS);
  if (draw < 2) setStaffNote(doc, child, `writer ${writer}, edit ${serial}`);
  else if (draw === 2) setAttendance(doc, child, day, { isPresent: true });
  else removePresentMark(doc, child, day);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameState = (a: Y.Doc, b: Y.Doc) => Y.equalSnapshots(Y.snapshot(a), Y.snapshot(b));

it(`loses nothing a client was sent across ${KILLS} kill -9 restarts`, async () => {
  const { children, tokens } = prepare();
  const [checkerToken, ...writerTokens] = tokens as [string, ...string[]];
  const port = await freePort();
  let running = await spawnServer(dataDir, { port });
  fixture.server = running;

  // Every update the server sent any client: it promised each was stored before sending it.
  let seen: Uint8Array[] = [];
  let seenCount = 0;
  const writers = writerTokens.map((token) =>
    openRecordingDevice(running.wsUrl, WEEK, token, (update) => {
      seen.push(update);
      seenCount += 1;
    }),
  );
  devices.push(...writers);

  let writing = false;
  let serial = 0;
  const timers = writers.map((writer, i) =>
    setInterval(() => {
      // Writes go on while the server is down: they are the offline edits sent on reconnect.
      if (writing) edit(writer.doc, i, ++serial, children);
    }, WRITE_EVERY_MS),
  );

  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      writing = true;
      await sleep(moments.int(100, 2_000));
      running.child.kill('SIGKILL');
      expect((await running.exited).signal).toBe('SIGKILL');
      // Held off until the check below, so that what the restarted server serves is only what
      // it stored, not what the clients would send it again.
      for (const writer of writers) writer.provider.disconnect();

      running = await spawnServer(dataDir, { port });
      fixture.server = running;
      const checker = await openDevice(running.wsUrl, WEEK, checkerToken);
      const everythingSeen = Y.mergeUpdates(seen);
      seen = [everythingSeen];
      expect(
        Y.snapshotContainsUpdate(Y.snapshot(checker.doc), everythingSeen),
        `after kill ${kill}, an update a client had been sent is missing`,
      ).toBe(true);
      checker.destroy();

      // Reconnected, the clients send what the server missed; with writes paused, they agree.
      for (const writer of writers) writer.provider.connect();
      writing = false;
      const reference = await openDevice(running.wsUrl, WEEK, checkerToken);
      await waitFor(
        () =>
          writers.every((writer) => writer.provider.synced && sameState(writer.doc, reference.doc)),
        `every client to converge after kill ${kill}`,
        30_000,
      );
      reference.destroy();
    }
  } finally {
    for (const timer of timers) clearInterval(timer);
  }
  console.log(
    `[faults] kill -9: ${KILLS} restarts under ${serial} edits; ${seenCount} broadcasts received by the clients, none lost`,
  );

  // The projection was committed with each update, so after twenty crashes it still matches.
  const final = writers[0]?.doc ?? new Y.Doc();
  running.child.kill('SIGTERM');
  expect((await running.exited).code).toBe(0);
  expect(running.stderr()).toBe('');
  const database = openDatabase(dataDir);
  const notes = database.db.select().from(weeklyNotes).all();
  const attendance = database.db.select().from(dailyAttendance).all();
  database.close();
  expect(new Map(notes.map((row) => [row.customerId, row.note]))).toEqual(listStaffNotes(final));
  // Every day the document marks present has a row saying so; every other row says absent.
  const rows = new Map(attendance.map((row) => [`${row.customerId}|${row.date}`, row.isPresent]));
  const marked = new Map(
    [...listAttendance(final).values()].map((day) => [
      `${day.customerId}|${day.date}`,
      day.isPresent,
    ]),
  );
  const days = new Set([...rows.keys(), ...marked.keys()]);
  expect(rows).toEqual(new Map([...days].map((day) => [day, marked.get(day) ?? false])));
});
