/**
 * @module
 * The bench's day-care: its accounts, a server in this process to write a data directory
 * through, families added as staff add them, and a year of history for bench:rest, written into a fresh data directory by an in-process server
 * through the paths the app uses: families through POST /api/customers, each week's check-ins,
 * check-outs and corrections through its week document (one commit per week; the projection
 * fills daily_attendance and sessions as it does for a tablet), and a cheque or cash payment a
 * month per family through POST /api/payments, which marks the days it settles paid. The last
 * month stays unpaid, as it would be.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, mondayOf } from '@cubby/shared/dates';
import { facilityClock, facilityToday, hostTimeZone } from '@cubby/shared/facility-clock';
import { formatMoney, parseMoney, sumCents } from '@cubby/shared/money';
import { type RunningServer, type SyncOptions, startServer } from '@cubby/sync-server';
import { openDatabase } from '@cubby/sync-server/db/client';
import { createLogger } from '@cubby/sync-server/logger';
import * as Y from 'yjs';
import { signInOver } from './deployed-server.ts';
import {
  pastMondays,
  SIMULATED_HOURLY_RATE,
  type SimulatedFamily,
  seededRandom,
  usualDays,
  weekEdits,
} from './simulated-year.ts';

/** The accounts the seeded server and the measured one share. */
export const BENCH_ACCOUNTS = {
  staff: { username: 'staff', password: 'bench-staff-password' },
  owner: { username: 'owner', password: 'bench-owner-password' },
} as const;

/** What was seeded, for the requests to ask about. */
export interface SeededHistory {
  dataDir: string;
  customerIds: string[];
  /** Each child's family (one child each), in the order of `customerIds`. */
  familyIds: string[];
  mondays: string[];
  /** Rows written, for the section to state. */
  counts: { attendanceDays: number; payments: number };
}

const WEEKS_PER_PAYMENT = 4;

/** Signs in and returns a JSON caller bound to that session. */
export async function apiAs(baseUrl: string, role: 'staff' | 'owner') {
  const token = await signInOver(baseUrl, role, BENCH_ACCOUNTS[role]);
  return async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${apiPath}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}

type Caller = Awaited<ReturnType<typeof apiAs>>;

/** An in-process server with the bench's accounts, to write a data directory through. */
export function startWritingServer(
  dataDir: string,
  sync?: Partial<SyncOptions>,
  port = 0,
): Promise<RunningServer> {
  return startServer({
    port,
    host: '127.0.0.1',
    dataDir,
    log: createLogger('error'),
    sync,
    accounts: {
      staffUsername: BENCH_ACCOUNTS.staff.username,
      staffPassword: BENCH_ACCOUNTS.staff.password,
      ownerUsername: BENCH_ACCOUNTS.owner.username,
      ownerPassword: BENCH_ACCOUNTS.owner.password,
    },
  });
}

/** Adds `count` families through POST /api/customers, each with its usual weekdays. */
export async function addFamilies(
  staff: Caller,
  count: number,
  random: () => number,
): Promise<Array<SimulatedFamily & { familyId: string }>> {
  const families: Array<SimulatedFamily & { familyId: string }> = [];
  for (let n = 1; n <= count; n++) {
    const { id, familyId } = await staff<{ id: string; familyId: string }>(
      'POST',
      '/api/customers',
      {
        name: `Family ${String(n).padStart(3, '0')}`,
        email: '',
        phone: '',
        hourlyRate: SIMULATED_HOURLY_RATE,
      },
    );
    families.push({ id, familyId, days: usualDays(random) });
  }
  return families;
}

/** How much history to seed, and how. */
export interface HistoryPlan {
  families: number;
  weeks: number;
  /**
   * Builds each week's edits on the bench's side in documents of this many families, merged into
   * the week's document as one server write. Every attendance command lists the week's visits,
   * so a week of 300 families edited in one document costs the simulated tablet about 9 times a
   * week of 100; the merged document holds the same visits and days. Unset: edits go straight
   * into the server's document, as for the year.
   */
  familiesPerDoc?: number;
  /** Told after each week: for a long seeding to show it is moving. */
  onWeek?: (done: number, of: number) => void;
  /** The port the seeding server listens on; unset, a free one. */
  port?: number;
}

/** Seeds `families` families with `weeks` weeks of history in a new data directory. */
export async function seedHistory(plan: HistoryPlan): Promise<SeededHistory> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-rest-'));
  const server = await startWritingServer(dataDir, undefined, plan.port);
  try {
    const staff = await apiAs(server.url, 'staff');
    const owner = await apiAs(server.url, 'owner');
    const random = seededRandom(7);
    const families = await addFamilies(staff, plan.families, random);

    const mondays = pastMondays(plan.weeks);
    let payments = 0;
    for (const [index, monday] of mondays.entries()) {
      const ref = { kind: 'week', monday } as const;
      if (plan.familiesPerDoc === undefined) {
        for (const edit of weekEdits(monday, families, random)) server.registry.write(ref, edit);
      } else {
        for (let from = 0; from < families.length; from += plan.familiesPerDoc) {
          const group = families.slice(from, from + plan.familiesPerDoc);
          const update = editedApart(weekEdits(monday, group, random));
          server.registry.write(ref, (doc) => Y.applyUpdate(doc, update));
        }
      }
      server.registry.commit();
      plan.onWeek?.(index + 1, mondays.length);
      // Those writes held the event loop, this process's server's included: let it close the
      // keep-alive sockets that timed out meanwhile before fetch tries to reuse one (ECONNRESET).
      await sleep(20);
      const isPayday = (index + 1) % WEEKS_PER_PAYMENT === 0 && index < mondays.length - 4;
      if (isPayday) payments += await payMonth(owner, families, addDays(monday, 4));
    }
    let attendanceDays = 0;
    for (const monday of mondays) {
      const grid = await staff<Array<{ attendance: Record<string, { isPresent: boolean }> }>>(
        'GET',
        `/api/attendance/weekly?week=${monday}`,
      );
      for (const { attendance } of grid) {
        attendanceDays += Object.values(attendance).filter((day) => day.isPresent).length;
      }
    }
    await server.close();
    return {
      dataDir,
      customerIds: families.map((family) => family.id),
      familyIds: families.map((family) => family.familyId),
      mondays,
      counts: { attendanceDays, payments },
    };
  } catch (error) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A history `seedHistory` wrote earlier and a run kept (`--keep-data`), copied into a new data
 * directory so that this run's writes leave the kept one as it was: what was seeded, read back
 * from its rows. Its weeks are those before the week it was seeded in.
 */
export function reuseHistory(keptDir: string): SeededHistory {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-rest-'));
  cpSync(keptDir, dataDir, { recursive: true });
  const database = openDatabase(dataDir);
  const { sqlite } = database;
  try {
    const children = sqlite
      .prepare('SELECT id, family_id AS familyId FROM customers ORDER BY created_at, id')
      .all() as Array<{ id: string; familyId: string }>;
    const dates = sqlite
      .prepare('SELECT DISTINCT date FROM daily_attendance WHERE is_present = 1 ORDER BY date')
      .pluck()
      .all() as string[];
    // The week the runs check children into is this one, not history.
    const thisMonday = mondayOf(facilityToday(facilityClock(hostTimeZone())));
    const mondays = [...new Set(dates.map(mondayOf))].filter((monday) => monday < thisMonday);
    const count = (sql: string) => sqlite.prepare(sql).pluck().get() as number;
    return {
      dataDir,
      customerIds: children.map((child) => child.id),
      familyIds: children.map((child) => child.familyId),
      mondays,
      counts: {
        attendanceDays: count(
          `SELECT count(*) FROM daily_attendance WHERE is_present = 1 AND date < '${thisMonday}'`,
        ),
        payments: count('SELECT count(*) FROM payments'),
      },
    };
  } finally {
    database.close();
  }
}

// A group's edits applied to a document of their own: the update that brings them to another.
function editedApart(edits: ReturnType<typeof weekEdits>): Uint8Array {
  const doc = new Y.Doc();
  for (const edit of edits) edit(doc);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

// Each family pays, on `friday`, for every unpaid day up to it: the oldest days, as the owner's
// Record Payment requires.
async function payMonth(owner: Caller, families: readonly SimulatedFamily[], friday: string) {
  let paid = 0;
  for (const [index, family] of families.entries()) {
    const balance = await owner<{ sessions: Array<{ date: string; totalCost: string }> }>(
      'GET',
      `/api/customers/${family.id}/outstanding-balance`,
    );
    const due = balance.sessions.filter((day) => day.date <= friday);
    const amount = sumCents(due.map((day) => parseMoney(day.totalCost)));
    if (amount === 0) continue;
    await owner('POST', '/api/payments', {
      customerId: family.id,
      amount: formatMoney(amount),
      method: index % 3 === 0 ? 'cash' : 'cheque',
      receivedOn: friday,
    });
    paid += 1;
  }
  return paid;
}
