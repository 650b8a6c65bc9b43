import { mondayOf, weekDates } from '@cubby/shared/dates';
import { listWeekReceipts } from '@cubby/shared/docs';
import { parseMoney, sumCents } from '@cubby/shared/money';
import type {
  ChildResponse,
  FamilyBalancesResponse,
  LedgerResponse,
  OutstandingBalanceResponse,
} from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { onceTasks, payments } from '../db/schema.ts';
import {
  WEEK_RECEIPTS_WRITTEN,
  writeEveryFamilysReceipts,
} from '../services/ledger/week-receipts.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { getJson } from '../testing/money-screens.ts';
import { MONDAY, SUNDAY, TUESDAY, usePaymentsFixture } from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';

// Ada (12.50 an hour) owes 112.50 for Monday (75.00) and Tuesday (37.50) of the fixture's week.
const WEDNESDAY = '2026-11-18';

let app: TestApp;
let ada: TestFamily;

usePaymentsFixture((started) => {
  ({ app, ada } = started);
});

// A fresh owner session at the faked time: an owner's expires sooner than the test's days.
const owner = () => createSession(app.db, { role: 'owner', subject: app.accountIds.owner }).token;

async function desk(path: 'checkin' | 'checkout', customerId: string, hours: number) {
  vi.setSystemTime(facilityInstant(WEDNESDAY, hours, 0));
  const response = await app.request('POST', `/api/sessions/${path}`, {
    token: app.tokens.staff,
    body: { customerId },
  });
  expect(response.status).toBe(200);
}

const record = async (amount: string, receivedOn = TUESDAY, familyId = ada.familyId) => {
  const response = await app.request('POST', '/api/payments', {
    token: owner(),
    body: { familyId, amount, method: 'cash', receivedOn },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
};

type FinancialRow = {
  customer: { id: string };
  attendance: Record<string, { dailyCost: string | null }>;
  weeklyCost: number;
  weeklyPaymentsReceived: number;
  outstandingBalance: number;
};

/** What the financial week, the balances, the family ledger and the week's receipts say of Ada. */
async function ledgerAndScreens() {
  const dates = encodeURIComponent(JSON.stringify(weekDates(MONDAY)));
  const rows = await getJson<FinancialRow[]>(app, `/api/financial/weekly?dates=${dates}`, owner());
  const row = rows.find((each) => each.customer.id === ada.customerId);
  const checkout = await getJson<OutstandingBalanceResponse>(
    app,
    `/api/customers/${ada.customerId}/outstanding-balance`,
    app.tokens.staff,
  );
  const balances = await getJson<FamilyBalancesResponse>(app, '/api/family-balances', owner());
  const ledger = await getJson<LedgerResponse>(
    app,
    `/api/families/${ada.familyId}/ledger?to=${SUNDAY}`,
    owner(),
  );
  const finance = app.core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc;
  return {
    weeklyCost: row?.weeklyCost,
    weekPaid: row?.weeklyPaymentsReceived,
    weekOwed: row?.outstandingBalance,
    wednesdayCost: row?.attendance[WEDNESDAY]?.dailyCost,
    checkout: checkout.outstandingBalance,
    unpaidSessions: checkout.unpaidSessions,
    sessions: checkout.sessions.map(({ date, checkOutTime, totalCost }) =>
      checkOutTime === '' ? `${date} in progress` : `${date} ${totalCost}`,
    ),
    balance: balances.families.find((family) => family.familyId === ada.familyId)?.balance,
    ledger: ledger.closingBalance,
    charged: ledger.entries.filter((entry) => entry.kind === 'charge').map((entry) => entry.date),
    received: listWeekReceipts(finance).get(ada.familyId) ?? [],
  };
}

describe('the financial week, the balances and the family ledger agree', () => {
  it('on a family with a day in progress, a part payment and an overpayment', async () => {
    // Wednesday: Ada is checked in at 8:00 and still here. The day is in progress: no charge.
    await desk('checkin', ada.customerId, 8);
    expect(await ledgerAndScreens()).toEqual({
      weeklyCost: 112.5,
      weekPaid: 0,
      weekOwed: 112.5,
      wednesdayCost: null,
      checkout: '112.50',
      unpaidSessions: 2,
      sessions: [`${MONDAY} 75.00`, `${TUESDAY} 37.50`, `${WEDNESDAY} in progress`],
      balance: '112.50',
      ledger: '112.50',
      charged: [MONDAY, TUESDAY],
      received: [],
    });

    // $100.00 of $112.50: Monday paid, $25.00 of Tuesday.
    await record('100.00');
    expect(await ledgerAndScreens()).toMatchObject({
      weekPaid: 100,
      weekOwed: 12.5,
      checkout: '12.50',
      sessions: [`${TUESDAY} 12.50`, `${WEDNESDAY} in progress`],
      balance: '12.50',
      ledger: '12.50',
      received: [10_000],
    });

    // $80.00 more overpays: $67.50 is a credit, and the week received all $180.00, which is
    // more than the $112.50 its days cost.
    await record('80.00');
    expect(await ledgerAndScreens()).toMatchObject({
      weekPaid: 112.5,
      weekOwed: 0,
      checkout: '0.00',
      unpaidSessions: 0,
      balance: '-67.50',
      ledger: '-67.50',
      received: [10_000, 8000],
    });

    // Ada leaves at 14:00: Wednesday is charged 6 hours (75.00), which the credit part-pays.
    await desk('checkout', ada.customerId, 14);
    expect(await ledgerAndScreens()).toEqual({
      weeklyCost: 187.5,
      weekPaid: 180,
      weekOwed: 7.5,
      wednesdayCost: '75.00',
      checkout: '7.50',
      unpaidSessions: 1,
      sessions: [`${WEDNESDAY} 7.50`],
      balance: '7.50',
      ledger: '7.50',
      charged: [MONDAY, TUESDAY, WEDNESDAY],
      received: [10_000, 8000],
    });
  });
});

describe('every total includes every family', () => {
  it('a family owing only a late fee is in the children’s balances /checkout adds up', async () => {
    const grace = await app.addFamily('Grace Hopper');
    const fee = await app.request('POST', `/api/families/${grace.familyId}/adjustments`, {
      token: owner(),
      body: { amount: '10.00', reason: 'Late pick-up' },
    });
    expect(fee.status, await fee.clone().text()).toBe(201);

    const graceBalance = await getJson<OutstandingBalanceResponse>(
      app,
      `/api/customers/${grace.customerId}/outstanding-balance`,
      app.tokens.staff,
    );
    expect(graceBalance).toMatchObject({
      outstandingBalance: '10.00',
      unpaidSessions: 0,
      familyCharges: '10.00',
    });

    // What /checkout's cards add up, child by child, is what every family owes.
    const children = await getJson<ChildResponse[]>(app, '/api/customers', app.tokens.staff);
    const owedByChildren = await Promise.all(
      children.map(async (child) => {
        const balance = await getJson<OutstandingBalanceResponse>(
          app,
          `/api/customers/${child.id}/outstanding-balance`,
          app.tokens.staff,
        );
        return parseMoney(balance.outstandingBalance);
      }),
    );
    const { families } = await getJson<FamilyBalancesResponse>(
      app,
      '/api/family-balances',
      app.tokens.staff,
    );
    const owedByFamilies = families.map((family) => Math.max(parseMoney(family.balance), 0));
    expect(sumCents(owedByChildren)).toBe(sumCents(owedByFamilies));
    expect(sumCents(owedByFamilies)).toBe(11_250 + 1000);
  });
});

describe("the week's receipts", () => {
  const receiptsOf = (monday: string) =>
    listWeekReceipts(app.core.registry.open({ kind: 'finance', monday }).ydoc).get(ada.familyId) ??
    [];

  it('count money in the week it came in, a tick in its day’s week, and no reversed payment', async () => {
    const nextWeek = '2026-11-23';
    const cash = await record('20.00', nextWeek);
    expect(receiptsOf(MONDAY)).toEqual([]);
    expect(receiptsOf(nextWeek)).toEqual([2000]);

    // The owner ticks Tuesday paid a week later: the tick (all of Tuesday's 37.50, the cash
    // covering Monday first) counts in Tuesday's week.
    vi.setSystemTime(facilityInstant(nextWeek, 9, 0));
    const ticked = await app.request('PATCH', `/api/attendance/${ada.customerId}_${TUESDAY}`, {
      token: owner(),
      body: { checkReceived: true },
    });
    expect(ticked.status).toBe(200);
    expect(receiptsOf(MONDAY)).toEqual([3750]);

    const reversed = await app.request('POST', `/api/payments/${cash.id}/reversal`, {
      token: owner(),
      body: { reason: 'Counterfeit' },
    });
    expect(reversed.status).toBe(200);
    expect(receiptsOf(nextWeek)).toEqual([]);
  });

  it('are written once at start for payments recorded before the weeks kept them', async () => {
    app.db.delete(onceTasks).where(eq(onceTasks.name, WEEK_RECEIPTS_WRITTEN)).run();
    app.db
      .insert(payments)
      .values({
        id: 'before-071',
        customerId: ada.customerId,
        familyId: ada.familyId,
        amountCents: 4500,
        status: 'succeeded',
        method: 'cheque',
        receivedOn: TUESDAY,
      })
      .run();
    expect(receiptsOf(MONDAY)).toEqual([]);
    expect(writeEveryFamilysReceipts(app.db, app.core.registry)).toBe(1);
    expect(receiptsOf(MONDAY)).toEqual([4500]);
    expect(writeEveryFamilysReceipts(app.db, app.core.registry)).toBe(0);
  });

  it('go with a family when it is deleted', async () => {
    await record('20.00');
    expect(receiptsOf(mondayOf(TUESDAY))).toEqual([2000]);
    const deleted = await app.request('DELETE', `/api/families/${ada.familyId}`, {
      token: owner(),
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(receiptsOf(MONDAY)).toEqual([]);
  });
});
