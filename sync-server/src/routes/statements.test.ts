/**
 * Statements and receipts over REST (decision 035): every route for every role, bad input, the
 * statement agreeing with the ledger to the cent, the PDFs' text read with pdftotext, receipt
 * numbers and a reversed payment's receipt.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import {
  MONDAY,
  type PaymentsFixture,
  startPaymentsFixture,
  TUESDAY,
} from '../testing/payments-fixture.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cubby-statements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fixture: PaymentsFixture;
let app: TestApp;
let ada: TestFamily;
let other: TestFamily;
let tokens: { staff: string; owner: string; kiosk: string };
let paymentId: string;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  fixture = await startPaymentsFixture();
  ({ app, ada } = fixture);
  other = await app.addFamily('Grace Hopper');
  const owner = fixture.ownerToken;
  await app.request('PUT', '/api/settings', {
    token: owner,
    body: { address: '1 Acorn Lane, Springfield', taxId: '12-3456789', dueDays: 7 },
  });
  const paid = await app.request('POST', '/api/payments', {
    token: owner,
    body: {
      familyId: ada.familyId,
      method: 'cash',
      amount: '100.00',
      receivedOn: TUESDAY,
      payerName: 'Ann Lovelace',
    },
  });
  paymentId = ((await paid.json()) as { id: string }).id;
  await app.request('POST', `/api/families/${ada.familyId}/adjustments`, {
    token: owner,
    body: { amount: '1000.00', reason: 'October unpaid', kind: 'late-fee', date: TUESDAY },
  });
  // A week later: the week of MONDAY is closed, the next one is not.
  vi.setSystemTime(facilityInstant('2026-11-24', 10, 0));
  tokens = {
    staff: createSession(app.db, { role: 'staff', subject: app.accountIds.staff }).token,
    owner: createSession(app.db, { role: 'owner', subject: app.accountIds.owner }).token,
    kiosk: kioskFor(app.db).token,
  };
});

afterEach(async () => {
  await fixture.close();
  vi.useRealTimers();
});

async function json<T>(url: string, token: string): Promise<T> {
  const response = await app.request('GET', url, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function pdfText(url: string, token: string): Promise<string> {
  const response = await app.request('GET', url, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

interface Statement {
  interim: boolean;
  openingBalance: string;
  closingBalance: string;
  amountDue: string;
  credit: string;
  dueDate: string;
  statementDate: string;
  provider: { name: string; taxId: string };
  family: { name: string; guardians: string[] };
  children: Array<{ name: string; total: string; days: Array<{ date: string; amount: string }> }>;
  payments: Array<{ kind: string; amount: string; receiptNumber: string | null }>;
  adjustments: Array<{ kind: string; amount: string; reason: string }>;
  totals: { charges: string; payments: string; adjustments: string; lateFees: string };
}

describe('a family statement', () => {
  it('agrees to the cent with the ledger of the same days, weekly and monthly', async () => {
    const url = `/api/families/${ada.familyId}/statements/${MONDAY}`;
    const statement = await json<Statement>(url, tokens.staff);
    expect(statement).toMatchObject({
      interim: false,
      openingBalance: '0.00',
      closingBalance: '1012.50',
      amountDue: '1012.50',
      credit: '0.00',
      statementDate: '2026-11-23',
      dueDate: '2026-11-29',
      provider: { name: 'Little Acorns Day Care', taxId: '12-3456789' },
      family: { name: 'Ada Lovelace', guardians: ['Parent of Ada Lovelace'] },
      children: [
        {
          name: 'Ada Lovelace',
          total: '112.50',
          days: [
            { date: MONDAY, amount: '75.00' },
            { date: TUESDAY, amount: '37.50' },
          ],
        },
      ],
      payments: [{ kind: 'payment', amount: '-100.00', receiptNumber: 'R-000001' }],
      adjustments: [{ kind: 'late-fee', amount: '1000.00', reason: 'October unpaid' }],
      totals: { charges: '112.50', payments: '-100.00', adjustments: '0.00', lateFees: '1000.00' },
    });
    for (const [key, from, to] of [
      [MONDAY, MONDAY, '2026-11-22'],
      ['2026-11', '2026-11-01', '2026-11-30'],
      ['2026-12', '2026-12-01', '2026-12-31'],
    ] as const) {
      const ledger = await json<{ openingBalance: string; closingBalance: string }>(
        `/api/families/${ada.familyId}/ledger?from=${from}&to=${to}`,
        tokens.owner,
      );
      const each = await json<Statement>(
        `/api/families/${ada.familyId}/statements/${key}`,
        tokens.owner,
      );
      expect([each.openingBalance, each.closingBalance]).toEqual([
        ledger.openingBalance,
        ledger.closingBalance,
      ]);
    }
  });

  it('says interim for a period not over, and credit when the family is ahead', async () => {
    const paid = await app.request('POST', '/api/payments', {
      token: tokens.owner,
      body: {
        familyId: ada.familyId,
        method: 'cheque',
        amount: '1100.00',
        receivedOn: '2026-11-24',
      },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const statement = await json<Statement>(
      `/api/families/${ada.familyId}/statements/2026-11-23`,
      tokens.owner,
    );
    expect(statement).toMatchObject({
      interim: true,
      openingBalance: '1012.50',
      closingBalance: '-87.50',
      amountDue: '0.00',
      credit: '87.50',
    });
    const text = await pdfText(
      `/api/families/${ada.familyId}/statements/2026-11-23.pdf`,
      tokens.owner,
    );
    expect(text).toContain('Statement (interim)');
    expect(text).toContain('credit of $87.50');
  });

  it('prints the provider, tax id, each child, the totals and the due date', async () => {
    const response = await app.request(
      'GET',
      `/api/families/${ada.familyId}/statements/${MONDAY}.pdf`,
      { token: tokens.staff },
    );
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="statement-ada-lovelace-${MONDAY}.pdf"`,
    );
    const text = await pdfText(
      `/api/families/${ada.familyId}/statements/${MONDAY}.pdf`,
      tokens.staff,
    );
    for (const expected of [
      'Little Acorns Day Care',
      '1 Acorn Lane, Springfield',
      'Tax id: 12-3456789',
      'Ada Lovelace',
      'Parent of Ada Lovelace',
      'Charges: Ada Lovelace',
      '11-16-2026',
      '$75.00',
      '$37.50',
      'Cash from Ann Lovelace, receipt R-000001',
      '-$100.00',
      'October unpaid',
      '$1,000.00',
      '$1,012.50',
      'Amount due by 11-29-2026',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('interim');
  });

  it('lists the periods from the first ledger date to today, newest first', async () => {
    const list = await json<Array<{ period: string; closingBalance: string; dueDate: string }>>(
      `/api/families/${ada.familyId}/statements`,
      tokens.staff,
    );
    expect(list.map((each) => [each.period, each.closingBalance, each.dueDate])).toEqual([
      ['2026-11-23', '1012.50', '2026-12-06'],
      [MONDAY, '1012.50', '2026-11-29'],
    ]);
    expect(await json(`/api/customer/statements`, ada.token)).toEqual(list);
    expect(await json(`/api/customer/statements`, other.token)).toEqual([]);
  });
});

describe('what a statement tells the family', () => {
  const page = () => `/api/families/${ada.familyId}/statements/${MONDAY}`;

  it('marks it overdue once its due date has passed with money of it still owed: page, lists and PDF', async () => {
    expect(await json<{ overdue: boolean }>(page(), tokens.staff)).toMatchObject({
      overdue: false,
    });
    expect(await pdfText(`${page()}.pdf`, tokens.staff)).not.toContain('OVERDUE');

    // Due on 11-29; two days later nothing of it has been paid.
    vi.setSystemTime(facilityInstant('2026-12-01', 10, 0));
    expect(await json<{ overdue: boolean }>(page(), tokens.staff)).toMatchObject({ overdue: true });
    const list = await json<Array<{ period: string; overdue: boolean }>>(
      `/api/families/${ada.familyId}/statements`,
      tokens.staff,
    );
    expect(list.find((each) => each.period === MONDAY)?.overdue).toBe(true);
    const account = await json<{ statements: Array<{ period: string; overdue: boolean }> }>(
      '/api/customer/account',
      ada.token,
    );
    expect(account.statements.find((each) => each.period === MONDAY)?.overdue).toBe(true);
    const text = await pdfText(`${page()}.pdf`, tokens.staff);
    expect(text).toContain('Statement (OVERDUE)');
    expect(text).toContain('Overdue: payment was due by 11-29-2026.');
  });

  it('is no longer overdue once what it asked for is paid', async () => {
    const paid = await app.request('POST', '/api/payments', {
      token: tokens.staff,
      body: { familyId: ada.familyId, method: 'cash', amount: '1012.50', receivedOn: '2026-11-24' },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    vi.setSystemTime(facilityInstant('2026-12-01', 10, 0));
    expect(await json<{ overdue: boolean }>(page(), tokens.staff)).toMatchObject({
      overdue: false,
    });
  });

  it('sends the family to the front desk, not the parent portal, where cards are not taken', async () => {
    // This server has Stripe's secret key but no publishable key: a parent could not pay by card.
    expect(await json<{ cardPayments: boolean }>(page(), tokens.staff)).toMatchObject({
      cardPayments: false,
    });
    const text = await pdfText(`${page()}.pdf`, tokens.staff);
    expect(text).toContain('Pay by cash or cheque at the front desk.');
    expect(text).not.toContain('parent portal');
  });
});

describe('a statement where the day-care takes cards', () => {
  it('offers the parent portal beside the front desk', async () => {
    vi.useRealTimers();
    const cards = await createTestApp({
      config: {
        stripeSecretKey: 'sk_test_cubby',
        stripePublishableKey: 'pk_test_cubby',
        stripeWebhookSecret: 'whsec_cubby',
      },
    });
    try {
      const family = await cards.addFamily('Ada Lovelace');
      const url = `/api/families/${family.familyId}/statements/${MONDAY}`;
      const answer = await cards.request('GET', url, { token: cards.tokens.staff });
      expect(await answer.json()).toMatchObject({ cardPayments: true });
      const pdf = await cards.request('GET', `${url}.pdf`, { token: cards.tokens.staff });
      const file = path.join(dir, 'cards.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Pay by card in the parent portal, or by cash or cheque at the');
    } finally {
      cards.close();
    }
  });
});

describe('receipts', () => {
  it('name the receipt number, the payer, the days covered and the balance after', async () => {
    const receipt = await json(`/api/payments/${paymentId}/receipt`, tokens.staff);
    expect(receipt).toMatchObject({
      receiptNumber: 'R-000001',
      receivedOn: TUESDAY,
      payerName: 'Ann Lovelace',
      method: 'cash',
      amount: '100.00',
      reversed: false,
      appliedTo: [
        { date: MONDAY, description: 'Ada Lovelace: attendance', amount: '75.00' },
        // On its day a fee comes before the day's attendance (decision 031's order).
        { date: TUESDAY, description: 'Late fee: October unpaid', amount: '25.00' },
      ],
      unapplied: '0.00',
      balanceAfter: '1012.50',
    });
    const text = await pdfText(`/api/customer/payments/${paymentId}/receipt.pdf`, ada.token);
    for (const expected of [
      'Receipt',
      'R-000001',
      '11-17-2026',
      'Ann Lovelace',
      'Cash',
      '$100.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('REVERSED');
  });

  it('say REVERSED for a reversed payment', async () => {
    await app.request('POST', `/api/payments/${paymentId}/reversal`, {
      token: tokens.owner,
      body: { reason: 'Counted twice' },
    });
    const receipt = await json(`/api/payments/${paymentId}/receipt`, tokens.owner);
    expect(receipt).toMatchObject({ reversed: true, reversedOn: '2026-11-24', appliedTo: [] });
    const text = await pdfText(`/api/payments/${paymentId}/receipt.pdf`, tokens.owner);
    expect(text).toContain('REVERSED');
    const statement = await json<Statement>(
      `/api/families/${ada.familyId}/statements/2026-11-23`,
      tokens.owner,
    );
    expect(statement.payments).toMatchObject([{ kind: 'reversal', amount: '100.00' }]);
  });
});

describe('who may read statements and receipts', () => {
  const staffRoutes = () => [
    `/api/families/${ada.familyId}/statements`,
    `/api/families/${ada.familyId}/statements/${MONDAY}`,
    `/api/families/${ada.familyId}/statements/${MONDAY}.pdf`,
    `/api/payments/${paymentId}/receipt`,
    `/api/payments/${paymentId}/receipt.pdf`,
  ];
  const parentRoutes = () => [
    '/api/customer/statements',
    `/api/customer/statements/${MONDAY}`,
    `/api/customer/statements/${MONDAY}.pdf`,
    `/api/customer/payments/${paymentId}/receipt`,
    `/api/customer/payments/${paymentId}/receipt.pdf`,
  ];
  const status = async (url: string, token?: string) =>
    (await app.request('GET', url, token ? { token } : {})).status;

  it('staff and the owner read any family; parents, kiosks and strangers do not', async () => {
    for (const url of staffRoutes()) {
      expect([
        await status(url, tokens.staff),
        await status(url, tokens.owner),
        await status(url, ada.token),
        await status(url, tokens.kiosk),
        await status(url),
      ]).toEqual([200, 200, 403, 403, 401]);
    }
  });

  it('a parent reads their own family only', async () => {
    for (const url of parentRoutes()) {
      expect([
        await status(url, ada.token),
        await status(url, tokens.staff),
        await status(url, tokens.owner),
        await status(url, tokens.kiosk),
        await status(url),
      ]).toEqual([200, 403, 403, 403, 401]);
    }
    // Another family's parent: their own (empty) statement, and no receipt of Ada's payment.
    const theirs = await json<Statement>(`/api/customer/statements/${MONDAY}`, other.token);
    expect(theirs).toMatchObject({
      family: { name: 'Grace Hopper' },
      children: [],
      closingBalance: '0.00',
    });
    expect(await status(`/api/customer/payments/${paymentId}/receipt.pdf`, other.token)).toBe(404);
  });

  it('answers 400 for a bad period or id and 404 for an unknown family or payment', async () => {
    const message = 'The period must be a week’s Monday (YYYY-MM-DD) or a month (YYYY-MM)';
    for (const period of ['2026-11-17', '2026-13', 'soon', '2026-11-17.pdf']) {
      for (const url of [
        `/api/families/${ada.familyId}/statements/${period}`,
        `/api/customer/statements/${period}`,
      ]) {
        const response = await app.request('GET', url, {
          token: url.includes('customer') ? ada.token : tokens.staff,
        });
        expect(response.status, url).toBe(400);
        expect(await response.text()).toContain(message);
      }
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await status(`/api/families/nope/statements/${MONDAY}`, tokens.staff)).toBe(400);
    expect(await status(`/api/families/${unknown}/statements/${MONDAY}`, tokens.staff)).toBe(404);
    expect(await status(`/api/families/${unknown}/statements`, tokens.staff)).toBe(404);
    expect(await status('/api/payments/nope/receipt', tokens.staff)).toBe(400);
    expect(await status(`/api/payments/${unknown}/receipt.pdf`, tokens.staff)).toBe(404);
    expect(await status(`/api/customer/payments/${unknown}/receipt`, ada.token)).toBe(404);
  });
});
