/**
 * Proof that every view of a child's day agrees (DESIGN section 8, decision 069). Random
 * sequences of every write path (the desk on two tablets, online and offline and merging, the
 * grid's tick and Edit Attendance Details, the kiosk, REST, undo, a second visit, an older app's
 * fields, forgotten stays closed the next morning) run against the server's copy and two tablets'
 * copies; after each sequence every view must say what a reference model of the rules says.
 *
 * Two properties share the commands and the model: a thousand runs where the server is its week
 * document written by the very commands its routes call (every view a tablet derives: the day
 * record on each copy, the grid cell, the dashboard, the sign-in sheet, the ratio count), and
 * fewer runs against the whole server in process over a real SQLite file, adding the views SQL
 * and HTTP give (the projection's rows, GET /api/days, the ledger, the server's ratio count).
 * A failure prints the shrunk sequence and its seed; `DAY_VIEWS_SEED=<seed>` draws it again.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppServer } from './support/app-server.ts';
import { dayCommands, reconnectAll } from './support/day-commands.ts';
import { DayModel } from './support/day-model.ts';
import { browserDisagreements, serverDisagreements } from './support/day-views.ts';
import { DayWorld } from './support/day-world.ts';
import { DocServer } from './support/doc-server.ts';

const SEED = process.env.DAY_VIEWS_SEED;
const settings = SEED === undefined ? {} : { seed: Number(SEED) };
const MORNING = 7 * 60 + 30;
const commands = fc.commands(dayCommands, { maxCommands: 25 });

/** Runs `commands` from Monday morning of a new week, then brings every tablet back online. */
async function play(world: DayWorld, sequence: Iterable<fc.AsyncCommand<DayModel, DayWorld>>) {
  world.startRun(MORNING);
  const children = world.children.map(({ id, rateCents }) => ({ id, rateCents }));
  const model = new DayModel(children, MORNING);
  await fc.asyncModelRun(() => ({ model, real: world }), sequence);
  await reconnectAll(model, world);
  return model;
}

beforeAll(() => {
  // Only Date: the server and the tablets read the facility's clock from it.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterAll(() => {
  vi.useRealTimers();
});

describe('every view of a child’s day', () => {
  it('says what the model says on every tablet and screen, after any sequence of writes', async () => {
    const world = new DayWorld(new DocServer());
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const model = await play(world, sequence);
        expect(browserDisagreements(model, world)).toEqual([]);
      }),
      { numRuns: 1000, ...settings },
    );
  });

  describe('with the whole server in process', () => {
    let server: AppServer;
    beforeAll(async () => {
      vi.setSystemTime(new Date('2026-11-16T15:00:00Z'));
      server = await AppServer.create();
    });
    afterAll(() => server?.close());

    it('says what the model says in SQL, over HTTP and on the ledger too', async () => {
      const world = new DayWorld(server);
      await fc.assert(
        fc.asyncProperty(commands, async (sequence) => {
          const model = await play(world, sequence);
          expect([
            ...browserDisagreements(model, world),
            ...(await serverDisagreements(model, world, server)),
          ]).toEqual([]);
        }),
        { numRuns: 50, ...settings },
      );
    });
  });
});
