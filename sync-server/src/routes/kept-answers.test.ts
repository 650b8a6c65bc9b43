import { periodOfKey } from '@cubby/shared/billing-periods';
import { addDays } from '@cubby/shared/dates';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { buildLedger, formatLedger } from '@cubby/shared/ledger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { familyBalancesAnswer } from '../services/balances.ts';
import { familyStatement } from '../services/billing/statements.ts';
import { loadFamilyLedger } from '../services/ledger/family-ledger.ts';
import { readRatioHistory } from '../services/ratios/ratio-history.ts';
import { facilityInstant, TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { checkInOnTablet, recordDay } from '../testing/week-writes.ts';

const clock = facilityClock(TEST_TIME_ZONE);
// Noon in the facility on a Wednesday: the week's Monday and Tuesday are past.
const WEDNESDAY = '2026-11-04';

let app: TestApp;
let ownerToken: string;
const owner = () => ownerToken;

// An owner's session lasts hours: a test that moves the facility's clock by a day signs in again.
function nextMorning(date: string) {
  vi.setSystemTime(facilityInstant(date, 7, 0));
  ownerToken = createSession(app.db, { role: 'owner', subject: app.accountIds.owner }).token;
}
let ada: TestFamily;
let grace: TestFamily;

/**
 * Reads `url` as the owner, checks the answer against `fresh()` (the same read computed now,
 * with no kept answer) and says whether the response cache answered it.
 */
async function read(url: string, fresh: () => unknown, token = owner()) {
  const before = app.core.responses.stats();
  const response = await app.request('GET', url, { token });
  expect(response.status, url).toBe(200);
  const body = await response.json();
  expect(body).toEqual(JSON.parse(JSON.stringify(fresh())));
  const after = app.core.responses.stats();
  return {
    cached: after.hits === before.hits + 1,
    looked: after.hits + after.misses - before.hits - before.misses,
  };
}

const ledgerOf =
  (familyId: string, range = { from: '0000-01-01', to: facilityToday(clock) }) =>
  () => {
    const ledger = loadFamilyLedger(app.db, familyId, clock.timeZone);
    return formatLedger(buildLedger(ledger.input, range, ledger.names));
  };

const statementOf = (familyId: string, key: string) => () =>
  familyStatement(
    { db: app.db, config: app.core.config, clock },
    familyId,
    periodOfKey(key) as NonNullable<ReturnType<typeof periodOfKey>>,
  );

const balances = () => familyBalancesAnswer(app.db);

const ratiosOn = (date: string) => () => readRatioHistory(app.db, clock, date);

async function adjust(familyId: string) {
  const response = await app.request('POST', `/api/families/${familyId}/adjustments`, {
    token: owner(),
    body: { kind: 'adjustment', amount: '-5.00', reason: 'Supply credit', date: WEDNESDAY },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(facilityInstant(WEDNESDAY, 12, 0));
  app = await createTestApp();
  ownerToken = app.tokens.owner;
  ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 1250 });
  grace = await app.addFamily('Grace Hopper', { hourlyRateCents: 1400 });
  recordDay(app, ada.customerId, '2026-11-02', { isPresent: true, arrivalTime: '09:00' });
  recordDay(app, ada.customerId, '2026-11-03', { isPresent: true, keptPrice: '60.00' });
  // Booked for tomorrow: a ledger up to today leaves it out until tomorrow.
  recordDay(app, ada.customerId, '2026-11-05', { isPresent: true, keptPrice: '70.00' });
  recordDay(app, grace.customerId, '2026-11-02', { isPresent: true });
});

afterEach(() => {
  app.close();
  vi.useRealTimers();
});

describe("a family's ledger", () => {
  const url = () => `/api/families/${ada.familyId}/ledger`;

  it("stays kept while another family checks in, and is fresh after the family's own write", async () => {
    expect((await read(url(), ledgerOf(ada.familyId))).cached).toBe(false);
    expect((await read(url(), ledgerOf(ada.familyId))).cached).toBe(true);

    checkInOnTablet(app, grace.customerId, WEDNESDAY);
    await adjust(grace.familyId);
    expect((await read(url(), ledgerOf(ada.familyId))).cached).toBe(true);

    await adjust(ada.familyId);
    expect((await read(url(), ledgerOf(ada.familyId))).cached).toBe(false);
    checkInOnTablet(app, ada.customerId, WEDNESDAY);
    expect((await read(url(), ledgerOf(ada.familyId))).cached).toBe(false);
    expect((await read(url(), ledgerOf(ada.familyId))).cached).toBe(true);
  });

  it('up to today is built again on the next facility day, with the day booked for it', async () => {
    await read(url(), ledgerOf(ada.familyId));
    const before = (await app.request('GET', url(), { token: owner() }).then((r) => r.json())) as {
      entries: { date: string }[];
    };
    expect(before.entries.map((entry) => entry.date)).not.toContain('2026-11-05');

    nextMorning(addDays(WEDNESDAY, 1));
    const next = await read(url(), ledgerOf(ada.familyId));
    expect(next.cached).toBe(false);
    const after = (await app.request('GET', url(), { token: owner() }).then((r) => r.json())) as {
      entries: { date: string }[];
    };
    expect(after.entries.map((entry) => entry.date)).toContain('2026-11-05');
  });

  it('over a range given in full is the same whatever the day', async () => {
    const ranged = `${url()}?from=2026-11-01&to=2026-11-30`;
    const fresh = ledgerOf(ada.familyId, { from: '2026-11-01', to: '2026-11-30' });
    await read(ranged, fresh);
    nextMorning(addDays(WEDNESDAY, 1));
    expect((await read(ranged, fresh)).cached).toBe(true);
  });
});

describe('statements and every family’s balance', () => {
  it('stay kept while nothing is written, and are fresh after any write', async () => {
    const reads = [
      [`/api/families/${ada.familyId}/statements/2026-11`, statementOf(ada.familyId, '2026-11')],
      [
        `/api/families/${ada.familyId}/statements/2026-11-02`,
        statementOf(ada.familyId, '2026-11-02'),
      ],
      ['/api/family-balances', balances],
    ] as const;
    for (const [url, fresh] of reads) await read(url, fresh);
    for (const [url, fresh] of reads) expect((await read(url, fresh)).cached, url).toBe(true);

    await adjust(grace.familyId);
    for (const [url, fresh] of reads) expect((await read(url, fresh)).cached, url).toBe(false);

    // The facility's name heads a statement: a setting is a write like any other.
    const renamed = await app.request('PUT', '/api/settings', {
      token: owner(),
      body: { businessName: 'Little Oaks Day Care' },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    for (const [url, fresh] of reads) expect((await read(url, fresh)).cached, url).toBe(false);
  });

  it('a statement is built again on the next facility day, when its period may close', async () => {
    const url = `/api/families/${ada.familyId}/statements/2026-11-02`;
    await read(url, statementOf(ada.familyId, '2026-11-02'));
    nextMorning('2026-11-09');
    expect((await read(url, statementOf(ada.familyId, '2026-11-02'))).cached).toBe(false);
  });
});

describe('the ratio history', () => {
  it("of a past day is kept until a row changes; today's is computed on every read", async () => {
    const past = '/api/ratios/history?date=2026-11-02';
    await read(past, ratiosOn('2026-11-02'), app.tokens.staff);
    expect((await read(past, ratiosOn('2026-11-02'), app.tokens.staff)).cached).toBe(true);
    await adjust(grace.familyId);
    expect((await read(past, ratiosOn('2026-11-02'), app.tokens.staff)).cached).toBe(false);

    const today = `/api/ratios/history?date=${WEDNESDAY}`;
    for (const url of [today, today, '/api/ratios/history']) {
      expect((await read(url, ratiosOn(WEDNESDAY), app.tokens.staff)).looked).toBe(0);
    }
  });
});
