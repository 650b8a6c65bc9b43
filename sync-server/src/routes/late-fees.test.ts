/**
 * Late fees over REST, by the owner's hand only: statements past due by more than the grace days
 * with money owed are listed; applying Settings' fee adds one `late-fee` adjustment, audited, and
 * a second time answers 409; staff and parents are refused; bad input is refused.
 */
import type { AppliedLateFee, OverdueStatementsResponse } from '@cubby/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEntries, ledgerAdjustments } from '../db/schema.ts';
import {
  BILLING_WEEK,
  type BillingFixture,
  balanceOf,
  freshToken,
  startBillingFixture,
  tickAt,
} from '../testing/billing-fixture.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import type { TestApp } from '../testing/test-app.ts';

const { monday: MONDAY, statementDay: STATEMENT_DAY } = BILLING_WEEK;
// Due 11-29 with Settings' 5 grace days: overdue from 12-05.
const LAST_GRACE_DAY = '2026-12-04';
const OVERDUE_DAY = '2026-12-05';

let fixture: BillingFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
  vi.useRealTimers();
});

// Ada's statement for the week of 11-16 is made, and the owner charges 25.00 for lateness.
async function start(lateFee = '25.00') {
  fixture = await startBillingFixture();
  const { app, ada } = fixture;
  await tickAt(app, STATEMENT_DAY);
  const saved = await app.request('PUT', '/api/settings', {
    token: freshToken.owner(app),
    body: { lateFee },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { app, ada };
}

async function overdue(app: TestApp, token = freshToken.owner(app)) {
  const response = await app.request('GET', '/api/late-fees/overdue', { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as OverdueStatementsResponse;
}

const apply = (app: TestApp, body: unknown, token = freshToken.owner(app)) =>
  app.request('POST', '/api/late-fees', { token, body });

const on = (date: string) => vi.setSystemTime(facilityInstant(date, 10, 0));

describe('GET /api/late-fees/overdue', () => {
  it('lists a statement only once it is past due by more than the grace days', async () => {
    const { app, ada } = await start();
    on(LAST_GRACE_DAY);
    expect(await overdue(app)).toEqual({ lateFee: '25.00', graceDays: 5, statements: [] });
    on(OVERDUE_DAY);
    expect(await overdue(app)).toEqual({
      lateFee: '25.00',
      graceDays: 5,
      statements: [
        {
          familyId: ada.familyId,
          familyName: 'Ada Lovelace',
          period: MONDAY,
          periodLabel: 'the week of 11-16-2026',
          dueDate: '2026-11-29',
          owed: '112.50',
          lateFeeApplied: false,
        },
      ],
    });
  });

  it('lists what is still owed of the statement, and nothing once it is paid', async () => {
    const { app, ada } = await start();
    const pay = (amount: string) =>
      app.request('POST', '/api/payments', {
        token: freshToken.staff(app),
        body: { familyId: ada.familyId, amount, method: 'cheque', receivedOn: '2026-12-01' },
      });
    expect((await pay('100.00')).status).toBe(201);
    on(OVERDUE_DAY);
    expect((await overdue(app)).statements.map((statement) => statement.owed)).toEqual(['12.50']);
    expect((await pay('12.50')).status).toBe(201);
    expect((await overdue(app)).statements).toEqual([]);
  });

  it('is the owner’s alone', async () => {
    const { app, ada } = await start();
    on(OVERDUE_DAY);
    const get = (token?: string) => app.request('GET', '/api/late-fees/overdue', { token });
    expect((await get(freshToken.staff(app))).status).toBe(403);
    expect((await get(freshToken.parent(app, ada))).status).toBe(403);
    expect((await get()).status).toBe(401);
  });
});

describe('POST /api/late-fees', () => {
  it('adds Settings’ late fee to the ledger once, audited, and answers 409 the second time', async () => {
    const { app, ada } = await start();
    on(OVERDUE_DAY);
    const response = await apply(app, { familyId: ada.familyId, period: MONDAY });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await response.json()) as AppliedLateFee).toEqual({
      id: expect.any(String),
      familyId: ada.familyId,
      period: MONDAY,
      kind: 'late-fee',
      amount: '25.00',
      reason: 'Statement for the week of 11-16-2026, due 11-29-2026',
      onDate: OVERDUE_DAY,
    });
    expect(await balanceOf(app, ada)).toBe('137.50');
    expect((await overdue(app)).statements).toEqual([
      expect.objectContaining({ period: MONDAY, owed: '112.50', lateFeeApplied: true }),
    ]);
    const entries = app.db
      .select()
      .from(auditEntries)
      .all()
      .filter((entry) => entry.action === 'ledger.late-fee');
    expect(entries).toHaveLength(1);

    const again = await apply(app, { familyId: ada.familyId, period: MONDAY });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already applied');
    expect(app.db.select().from(ledgerAdjustments).all()).toHaveLength(1);
    expect(await balanceOf(app, ada)).toBe('137.50');
  });

  it('refuses a statement not yet overdue, one paid, and a fee Settings do not set', async () => {
    const { app, ada } = await start();
    const body = { familyId: ada.familyId, period: MONDAY };
    on(LAST_GRACE_DAY);
    const early = await apply(app, body);
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('not overdue');

    on(OVERDUE_DAY);
    await app.request('PUT', '/api/settings', {
      token: freshToken.owner(app),
      body: { lateFee: '0.00' },
    });
    const noFee = await apply(app, body);
    expect(noFee.status).toBe(409);
    expect(await noFee.text()).toBe('No late fee is set in Settings');

    await app.request('PUT', '/api/settings', {
      token: freshToken.owner(app),
      body: { lateFee: '25.00' },
    });
    await app.request('POST', '/api/payments', {
      token: freshToken.staff(app),
      body: { familyId: ada.familyId, amount: '112.50', method: 'cash', receivedOn: OVERDUE_DAY },
    });
    const paid = await apply(app, body);
    expect(paid.status).toBe(409);
    expect(await paid.text()).toBe('Nothing is owed on this statement');
    expect(app.db.select().from(ledgerAdjustments).all()).toEqual([]);
  });

  it('refuses staff, parents and strangers', async () => {
    const { app, ada } = await start();
    on(OVERDUE_DAY);
    const body = { familyId: ada.familyId, period: MONDAY };
    expect((await apply(app, body, freshToken.staff(app))).status).toBe(403);
    expect((await apply(app, body, freshToken.parent(app, ada))).status).toBe(403);
    expect((await app.request('POST', '/api/late-fees', { body })).status).toBe(401);
    expect(app.db.select().from(ledgerAdjustments).all()).toEqual([]);
  });

  it('refuses bad input: 400 for a malformed body, 404 for no such family, 409 for no statement', async () => {
    const { app, ada } = await start();
    on(OVERDUE_DAY);
    for (const body of [
      {},
      { familyId: ada.familyId },
      { period: MONDAY },
      { familyId: '', period: MONDAY },
      { familyId: ada.familyId, period: 'last week' },
      { familyId: ada.familyId, period: '2026-11-17' },
      { familyId: ada.familyId, period: '2026-13' },
      { familyId: ada.familyId, period: MONDAY, amount: '99.00' },
      [],
    ]) {
      const response = await apply(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await app.request('POST', '/api/late-fees', {
      token: freshToken.owner(app),
      rawBody: '{',
    });
    expect(malformed.status).toBe(400);
    expect((await apply(app, { familyId: 'no-such-family', period: MONDAY })).status).toBe(404);
    const none = await apply(app, { familyId: ada.familyId, period: '2026-11-23' });
    expect(none.status).toBe(409);
    expect(await none.text()).toBe('No statement was made for this family and period');
  });
});
