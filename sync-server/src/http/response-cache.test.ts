import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { checkIn, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { weekDates } from '@cubby/shared/dates';
import { docName } from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import type { CustomerReportResponse } from '@cubby/shared/schemas';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { databaseFile } from '../db/client.ts';
import { customers, payments } from '../db/schema.ts';
import { startServer } from '../server.ts';
import { keptReportStarts } from '../services/customer-report/report-answer.ts';
import { encodeUpdate } from '../sync/protocol.ts';
import { sessionFor } from '../testing/account-sessions.ts';
import { facilityInstant, TEST_TIME_ZONE } from '../testing/facility-time.ts';
import {
  MONDAY,
  type PaymentsFixture,
  postSignedEvent,
  startPaymentsFixture,
  TUESDAY,
  WEBHOOK_SECRET,
} from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';
import type { AppEnv } from './app-env.ts';
import { ChangeClock } from './change-clock.ts';
import { ResponseCache, type ResponseCacheStats } from './response-cache.ts';

const FRIDAY = weekDates(MONDAY)[4] as string;
const WEEKLY = `/api/attendance/weekly?${weekDates(MONDAY)
  .map((date) => `week=${date}`)
  .join('&')}`;
const FINANCIAL = `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(MONDAY)))}`;
const report = (customerId: string, from = MONDAY, to = FRIDAY) =>
  `/api/customer-report?customerId=${customerId}&startDate=${from}&endDate=${to}`;

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

describe('the cached reads', () => {
  let fixture: PaymentsFixture;
  let app: TestApp;
  let ada: TestFamily;
  let owner: string;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fixture = await startPaymentsFixture();
    ({ app, ada } = fixture);
    owner = fixture.ownerToken;
  });

  afterEach(async () => {
    await fixture.close();
    vi.useRealTimers();
  });

  async function get(url: string, token = owner, headers: Record<string, string> = {}) {
    const response = await app.request('GET', url, { token, headers });
    const answer: Answer = {
      status: response.status,
      text: await response.text(),
      headers: response.headers,
    };
    return answer;
  }

  async function send(method: string, url: string, body?: unknown, token = owner) {
    const response = await app.request(method, url, { token, body });
    expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
  }

  // Staff set a family's default days; the answers show them on the customer.
  const setSchedule = (...days: string[]) =>
    send(
      'PUT',
      `/api/customers/${ada.customerId}/schedule`,
      Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => [
          `default${day}`,
          days.includes(`default${day}`),
        ]),
      ),
      app.tokens.staff,
    );

  const ownerReads = () => [WEEKLY, FINANCIAL, report(ada.customerId)];

  it('answers a repeated read with the very bytes it computed, gzipped or not', async () => {
    for (const url of ownerReads()) {
      const before = app.core.responses.stats();
      const computed = await get(url);
      const cached = await get(url);
      const gzipped = await app.request('GET', url, {
        token: owner,
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(computed.status).toBe(200);
      expect(cached.text).toBe(computed.text);
      expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
      // Response decodes gzip itself; the raw bytes are read to prove they are gzip.
      const raw = Buffer.from(await gzipped.arrayBuffer());
      expect(gunzipSync(raw).toString()).toBe(computed.text);
      expect(app.core.responses.stats()).toMatchObject({
        hits: before.hits + 2,
        misses: before.misses + 1,
      });
      expect(computed.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(computed.headers.get('Content-Type')).toBe('application/json');
    }
  });

  it('answers 304 to a matching ETag, and a new ETag once the data changed', async () => {
    const first = await get(WEEKLY);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get(WEEKLY, owner, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);
    // The strong form of the same tag, as some clients send it, matches too.
    expect((await get(WEEKLY, owner, { 'If-None-Match': etag.slice(2) })).status).toBe(304);
    expect((await get(WEEKLY, owner, { 'If-None-Match': 'W/"other"' })).status).toBe(200);

    await setSchedule('defaultMonday');
    const changed = await get(WEEKLY, owner, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it('answers a report joined from its kept past months with an ETag of what it sends', async () => {
    // From September: this fixture's today is in November, so the answer joins a kept start.
    const url = report(ada.customerId, '2026-09-01');
    const kept = keptReportStarts();
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(keptReportStarts().misses).toBe(kept.misses + 1);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get(url, owner, { 'If-None-Match': etag })).status).toBe(304);

    // A day of a kept month, written by a path nobody told about the report.
    app.core.database.sqlite
      .prepare(
        "insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents) values (?, ?, '2026-10-14', 1, 4500)",
      )
      .run(`${ada.customerId}_2026-10-14`, ada.customerId);
    const changed = await get(url, owner, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    const days = (JSON.parse(changed.text) as CustomerReportResponse).attendance;
    expect(days.map((day) => day.date)).toContain('2026-10-14');
  });

  it("never gives one caller another's cached answer", async () => {
    const staff = app.tokens.staff;
    const ownerWeekly = JSON.parse((await get(WEEKLY)).text);
    expect(ownerWeekly[0].attendance[MONDAY].checkReceived).toBe(false);
    // Staff ask for the very URL the owner's answer is cached under: theirs has no paid flags.
    const staffWeekly = JSON.parse((await get(WEEKLY, staff)).text);
    expect(staffWeekly[0].attendance[MONDAY]).not.toHaveProperty('checkReceived');

    const url = report(ada.customerId);
    expect(JSON.parse((await get(url)).text).attendance[0].attendance).toHaveProperty(
      'checkReceived',
    );
    const staffReport = JSON.parse((await get(url, staff)).text);
    expect(staffReport.attendance[0].attendance).not.toHaveProperty('checkReceived');
    // A parent is refused before any cache is consulted, however often others read it.
    expect((await get(url, ada.token)).status).toBe(403);
    expect((await get(FINANCIAL, staff)).status).toBe(403);
  });

  it('shows every kind of write on the next read', async () => {
    const weekly = async () => JSON.parse((await get(WEEKLY)).text);
    const financial = async () => JSON.parse((await get(FINANCIAL)).text);
    const adaReport = async () => JSON.parse((await get(report(ada.customerId))).text);
    // Warm every entry, and read each twice so the next read would be a hit if nothing changed.
    for (const read of [weekly, financial, adaReport]) await read().then(read);

    // A time correction through REST (the week document and its projection).
    await send(
      'PATCH',
      `/api/attendance/${ada.customerId}_${MONDAY}`,
      {
        arrivalTime: '08:30',
        departureTime: '15:00',
        pickupReason: 'Dentist',
        dailyCost: '81.25',
      },
      app.tokens.staff,
    );
    expect((await weekly())[0].attendance[MONDAY].arrivalTime).toBe('08:30');

    // The owner marks Monday paid (the finance document).
    await send('PATCH', `/api/attendance/${ada.customerId}_${MONDAY}`, { checkReceived: true });
    expect((await financial())[0].attendance[MONDAY].checkReceived).toBe(true);

    // A recorded cheque settles Tuesday: a payment row and the finance document together.
    await send('POST', '/api/payments', {
      customerId: ada.customerId,
      method: 'cheque',
      receivedOn: TUESDAY,
      amount: 37.5,
    });
    const afterCheque = await adaReport();
    expect(afterCheque.payments.map((p: { method: string }) => p.method)).toEqual(['cheque']);
    expect(afterCheque.summary.outstandingBalance).toBe(0);

    // A card payment settled by Stripe's webhook, once the owner reversed the cheque (unticking a
    // day a real payment covers leaves it paid: decision 031).
    const [cheque] = app.db.select().from(payments).where(eq(payments.method, 'cheque')).all();
    await send('POST', `/api/payments/${cheque?.id}/reversal`, { reason: 'Bounced' });
    const started = await app.request('POST', '/api/create-payment-intent', {
      token: app.tokens.staff,
      body: { amount: 37.5, customerId: ada.customerId },
    });
    const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
    expect((await adaReport()).payments.map((p: { status: string }) => p.status)).toContain(
      'pending',
    );
    const event = JSON.stringify({
      id: `evt_${paymentIntentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: paymentIntentId, object: 'payment_intent', amount: 3750 } },
    });
    expect((await postSignedEvent(app, event, WEBHOOK_SECRET)).status).toBe(200);
    expect((await adaReport()).payments.map((p: { status: string }) => p.status)).not.toContain(
      'pending',
    );

    // A financial note is not part of these answers, but it is a write: nothing stale survives.
    const { misses } = app.core.responses.stats();
    await send('POST', '/api/weekly-notes/financial', {
      customerId: ada.customerId,
      weekStart: MONDAY,
      note: 'Paid in full',
    });
    await financial();
    expect(app.core.responses.stats().misses).toBe(misses + 1);

    // A customer edit, then a write to the database outside any request.
    await setSchedule('defaultMonday', 'defaultTuesday');
    expect((await weekly())[0].customer.defaultTuesday).toBe(true);
    app.db
      .update(customers)
      .set({ name: 'Ada King' })
      .where(eq(customers.id, ada.customerId))
      .run();
    expect((await weekly())[0].customer.name).toBe('Ada King');
    expect((await adaReport()).customer.name).toBe('Ada King');

    // Deleting the customer removes them from every read.
    await send('DELETE', `/api/customers/${ada.customerId}`, undefined, app.tokens.staff);
    expect(await weekly()).toEqual([]);
    expect(await financial()).toEqual([]);
    expect((await get(report(ada.customerId))).status).toBe(404);
  });

  it('keeps every answer while no row is written, whatever the requests', async () => {
    await get(WEEKLY);
    await get(report(ada.customerId));
    const before = app.core.responses.stats();
    // Reads, and a write the server refuses before changing anything.
    await get(FINANCIAL);
    const refused = await app.request('POST', '/api/payments', { token: owner, body: {} });
    expect(refused.status).toBe(400);
    await get(WEEKLY);
    await get(report(ada.customerId));
    expect(app.core.responses.stats().hits).toBe(before.hits + 2);
  });

  it("sees another connection's commit, such as an operator's sqlite3 shell", async () => {
    expect(JSON.parse((await get(WEEKLY)).text)[0].customer.name).toBe('Ada Lovelace');
    const shell = new Database(databaseFile(app.dataDir));
    try {
      shell.prepare('UPDATE customers SET name = ? WHERE id = ?').run('Ada King', ada.customerId);
    } finally {
      shell.close();
    }
    expect(JSON.parse((await get(WEEKLY)).text)[0].customer.name).toBe('Ada King');
  });

  it('shows a change through a week document, as a tablet makes it, on every read', async () => {
    await get(WEEKLY);
    await get(report(ada.customerId));
    app.core.registry.writeNow({ kind: 'week', monday: MONDAY }, (doc) =>
      checkIn(oneWeekDoc(doc), clockStoppedAt(TEST_TIME_ZONE, facilityInstant(FRIDAY, 9, 0)), {
        visitId: randomUUID(),
        customerId: ada.customerId,
        source: 'desk',
      }),
    );
    const before = app.core.responses.stats();
    expect(JSON.parse((await get(WEEKLY)).text)[0].attendance[FRIDAY].isPresent).toBe(true);
    expect(JSON.parse((await get(report(ada.customerId))).text).attendance).toHaveLength(3);
    expect(app.core.responses.stats().misses).toBe(before.misses + 2);
  });
});

/**
 * A server on loopback with a staff session, families added over REST, a tablet's check-in, and
 * the health answer as the owner reads it (its figures are the owner's, decision 068).
 */
async function withServer(
  run: (server: {
    api: (method: string, url: string, body?: unknown) => Promise<Response>;
    health: () => Promise<Response>;
    addFamily: (name: string) => Promise<string>;
    checkInOverSync: (customerId: string) => Promise<void>;
  }) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-cache-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: quiet });
  const sockets: WebSocket[] = [];
  try {
    const staff = sessionFor(server.db, { role: 'staff', subject: 'staff-1' });
    const owner = sessionFor(server.db, { role: 'owner', subject: 'owner-1' });
    const health = () =>
      fetch(`${server.url}/api/health`, { headers: { Authorization: `Bearer ${owner}` } });
    const api = (method: string, url: string, body?: unknown) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const addFamily = async (name: string) => {
      const created = await api('POST', '/api/customers', {
        name,
        email: '',
        phone: '',
        hourlyRate: '12.50',
      });
      return ((await created.json()) as { id: string }).id;
    };
    // A tablet's check-in: a Yjs update on the week document's WebSocket.
    const checkInOverSync = async (customerId: string) => {
      const tablet = new Y.Doc();
      const at = clockStoppedAt(TEST_TIME_ZONE, facilityInstant(TUESDAY, 9, 0));
      checkIn(oneWeekDoc(tablet), at, { visitId: randomUUID(), customerId, source: 'desk' });
      const socket = new WebSocket(
        `ws://127.0.0.1:${server.port}/sync/${docName({ kind: 'week', monday: MONDAY })}?token=${staff}`,
      );
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(encodeUpdate(Y.encodeStateAsUpdate(tablet)));
    };
    await run({ api, health, addFamily, checkInOverSync });
  } finally {
    for (const socket of sockets) socket.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a check-in over sync', () => {
  it('shows on the next read of its week, and only there', () =>
    withServer(async ({ api, addFamily, checkInOverSync }) => {
      const customerId = await addFamily('Grace Hopper');
      const present = async () => {
        const rows = (await (await api('GET', WEEKLY)).json()) as Array<{
          attendance: Record<string, { isPresent: boolean }>;
        }>;
        return rows[0]?.attendance[TUESDAY]?.isPresent ?? false;
      };
      expect(await present()).toBe(false);
      expect(await present()).toBe(false);
      await checkInOverSync(customerId);
      await vi.waitFor(async () => expect(await present()).toBe(true), { timeout: 5000 });
    }));

  it("refreshes that family's report on its next read", () =>
    withServer(async ({ api, addFamily, checkInOverSync }) => {
      const grace = await addFamily('Grace Hopper');
      const days = async (customerId: string) =>
        ((await (await api('GET', report(customerId))).json()) as { attendance: unknown[] })
          .attendance.length;
      expect(await days(grace)).toBe(0);
      expect(await days(grace)).toBe(0);
      await checkInOverSync(grace);
      await vi.waitFor(async () => expect(await days(grace)).toBe(1), { timeout: 5000 });
    }));
});

describe("another family's check-in over sync", () => {
  it("leaves a family's report cached, as the health counters show", () =>
    withServer(async ({ api, health, addFamily, checkInOverSync }) => {
      const grace = await addFamily('Grace Hopper');
      const alan = await addFamily('Alan Turing');
      const days = async (customerId: string) =>
        (
          (await (await api('GET', report(customerId, MONDAY, FRIDAY))).json()) as {
            attendance: unknown[];
          }
        ).attendance.length;
      const counters = async () =>
        ((await (await health()).json()) as { responseCache: ResponseCacheStats }).responseCache;
      await checkInOverSync(alan);
      await vi.waitFor(async () => expect(await days(alan)).toBe(1), { timeout: 5000 });
      await days(alan);
      await checkInOverSync(grace);
      await vi.waitFor(async () => expect(await days(grace)).toBe(1), { timeout: 5000 });
      const before = await counters();
      expect(await days(alan)).toBe(1);
      const after = await counters();
      expect(after.hits).toBe(before.hits + 1);
      expect(after.misses).toBe(before.misses);
    }));
});

describe('the cache memory bound', () => {
  it('evicts the least recently used answers past the bound', async () => {
    const sqlite = new Database(':memory:');
    const cache = new ResponseCache(new ChangeClock(sqlite), { maxBytes: 10_000 });
    const built: string[] = [];
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('principal', { role: 'owner', subject: 'owner-1' });
        await next();
      })
      .get('/read/:n', (c) =>
        cache.json(c, () => {
          built.push(c.req.param('n'));
          // Random, so that even gzipped each answer holds about 3,000 bytes.
          return { n: c.req.param('n'), padding: randomBytes(3000).toString('base64') };
        }),
      );
    const read = async (n: number) => (await app.request(`/read/${n}`)).text();

    for (const n of [1, 2, 3]) await read(n);
    await read(1); // 1 is now the most recently used; 2 the least.
    await read(4);
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().entries).toBe(3);
    built.length = 0;
    for (const n of [1, 3, 4, 2]) await read(n);
    expect(built).toEqual(['2']);
    sqlite.close();
  });

  it('holds about the bytes it counts, small answers included', async () => {
    const sqlite = new Database(':memory:');
    const cache = new ResponseCache(new ChangeClock(sqlite), { maxBytes: 4_000_000 });
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('principal', { role: 'owner', subject: 'owner-1' });
        await next();
      })
      .get('/statement/:n', (c) => {
        const n = Number(c.req.param('n'));
        // A week's statement: a few hundred bytes gzipped.
        return cache.json(c, () => ({
          n,
          days: Array.from({ length: 5 }, (_, day) => ({ day, cents: n * day })),
        }));
      });
    // V8 frees dead array buffers after a collection, not during it: collect, let it, collect.
    const held = async () => {
      const gc = (globalThis as unknown as { gc: () => void }).gc;
      gc();
      await new Promise((resolve) => setTimeout(resolve, 100));
      gc();
      return process.memoryUsage().arrayBuffers;
    };

    const before = await held();
    for (let n = 0; n < 2000; n++) {
      await app.request(`/statement/${n}`, { headers: { 'Accept-Encoding': 'gzip' } });
    }
    const grown = (await held()) - before;

    expect(cache.stats().entries).toBe(2000);
    // About 0.7 MB of answers. Each once held a share of zlib's 64 KiB output chunks, about 44 MB
    // here; the margin is for what the rest of the process allocates meanwhile.
    expect(cache.stats().bytes).toBeLessThan(1_000_000);
    expect(grown).toBeLessThan(8_000_000);
    sqlite.close();
  });
});

const quiet = { info() {}, warn() {}, error() {} };
