import { weekDates } from '@cubby/shared/dates';
import { describe, expect, it } from 'vitest';
import { payments } from '../db/schema.ts';
import { getJson, isPaidDay, readMoneyScreens } from '../testing/money-screens.ts';
import {
  MONDAY,
  postSignedEvent,
  SUNDAY,
  TUESDAY,
  usePaymentsFixture,
  visit,
} from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';

let app: TestApp;
let ada: TestFamily;
let ownerToken: string;

const fixture = usePaymentsFixture((started) => {
  ({ app, ada, ownerToken } = started);
});

const record = (body: Record<string, unknown>, token: string | null = ownerToken) =>
  app.request('POST', '/api/payments', {
    token: token ?? undefined,
    body: { familyId: ada.familyId, method: 'cheque', receivedOn: TUESDAY, ...body },
  });

const reverse = (id: string, token = ownerToken) =>
  app.request('POST', `/api/payments/${id}/reversal`, { token, body: { reason: 'Bounced' } });

// The owner ticks or unticks a day on the financial dashboard's REST path.
const tick = (date: string, checkReceived: boolean) =>
  app.request('PATCH', `/api/attendance/${ada.customerId}_${date}`, {
    token: ownerToken,
    body: { checkReceived },
  });

const paidFlag = (date: string) => isPaidDay(app, ada.customerId, date);

const screens = () => readMoneyScreens(fixture());

const storedPayments = () => app.db.select().from(payments).all();

describe('POST /api/payments (cash, cheque, bank transfer)', () => {
  it('records any amount for the family with a receipt number, paying the oldest days first', async () => {
    const response = await record({ amount: '100.00', note: 'Cheque #1042', payerName: 'Ann' });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({
      customerId: ada.customerId,
      familyId: ada.familyId,
      amount: '100.00',
      method: 'cheque',
      status: 'succeeded',
      receivedOn: TUESDAY,
      note: 'Cheque #1042',
      payerName: 'Ann',
      receiptNumber: 'R-000001',
      reversedAt: null,
    });
    expect([paidFlag(MONDAY), paidFlag(TUESDAY)]).toEqual([true, false]);
    const second = await record({ amount: '1.00', method: 'bank-transfer' });
    expect(await second.json()).toMatchObject({ receiptNumber: 'R-000002' });
  });

  it('still takes a child’s id for today’s callers, meaning that child’s family', async () => {
    const response = await app.request('POST', '/api/payments', {
      token: ownerToken,
      body: { customerId: ada.customerId, amount: '5', method: 'cash', receivedOn: TUESDAY },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({ familyId: ada.familyId });
  });

  it('validates the payment', async () => {
    for (const [body, message] of [
      [{ amount: '0' }, 'amount must be greater than 0'],
      [{ amount: '10.001' }, 'amount'],
      [{ amount: '75', method: 'card' }, 'method must be cash, cheque or bank-transfer'],
      [{ amount: '75', method: 'marked' }, 'method must be cash, cheque or bank-transfer'],
      [{ amount: '75', receivedOn: '11-17-2026' }, 'receivedOn'],
      [{ amount: '75', note: 'x'.repeat(1001) }, 'note'],
      [{ amount: '75', payerName: 'x'.repeat(201) }, 'payerName'],
      [{ amount: '75', extra: true }, 'Unrecognized key: "extra"'],
      [{ amount: '75', familyId: undefined }, 'familyId is required'],
    ] as const) {
      const response = await record(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(storedPayments()).toEqual([]);
  });

  it('is taken at the desk and by the owner, never by a parent', async () => {
    expect((await record({ amount: '75' }, app.tokens.staff)).status).toBe(201);
    expect((await record({ amount: '75' }, ada.token)).status).toBe(403);
    expect((await record({ amount: '75' }, null)).status).toBe(401);
    expect(storedPayments()).toHaveLength(1);
  });
});

describe('POST /api/payments/{id}/reversal', () => {
  it('is the owner’s alone, once', async () => {
    const { id } = (await (await record({ amount: '75' })).json()) as { id: string };
    expect((await reverse(id, app.tokens.staff)).status).toBe(403);
    const reversed = await reverse(id);
    expect(reversed.status, await reversed.clone().text()).toBe(200);
    expect(await reversed.json()).toMatchObject({ reversedByName: expect.any(String) });
    expect((await reverse(id)).status).toBe(409);
    expect((await reverse('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the money screens agree with the ledger', () => {
  it('after a part payment, an overpayment, a reversal, an adjustment, a tick and an untick', async () => {
    // Monday costs $75.00 and Tuesday $37.50.
    expect(await screens()).toMatchObject({
      checkout: '112.50',
      financial: 112.5,
      report: 112.5,
      paid: 0,
      ledger: '112.50',
      flags: [false, false],
    });

    // $100 against $112.50: Monday paid, $25.00 of Tuesday.
    expect((await record({ amount: '100.00', method: 'cash' })).status).toBe(201);
    expect(await screens()).toMatchObject({
      checkout: '12.50',
      financial: 12.5,
      received: 100,
      report: 12.5,
      paid: 100,
      ledger: '12.50',
      flags: [true, false],
      tuesdayPart: 2500,
      history: ['100.00 cash'],
    });

    // A cheque for $50.00 overpays: everything is paid and $37.50 is a credit.
    const cheque = (await (await record({ amount: '50.00' })).json()) as { id: string };
    expect(await screens()).toMatchObject({
      checkout: '0.00',
      financial: 0,
      report: 0,
      paid: 112.5,
      ledger: '-37.50',
      flags: [true, true],
      tuesdayPart: 0,
    });

    // The cheque bounces: as before it.
    expect((await reverse(cheque.id)).status).toBe(200);
    expect(await screens()).toMatchObject({
      checkout: '12.50',
      financial: 12.5,
      report: 12.5,
      paid: 100,
      ledger: '12.50',
      flags: [true, false],
      history: ['100.00 cash', '50.00 cheque reversed'],
    });

    // The owner ticks Tuesday paid: a `marked` payment of what it still owed.
    expect((await tick(TUESDAY, true)).status).toBe(200);
    expect(await screens()).toMatchObject({
      checkout: '0.00',
      financial: 0,
      paid: 112.5,
      ledger: '0.00',
      flags: [true, true],
    });
    const marked = storedPayments().filter((payment) => payment.method === 'marked');
    expect(marked).toMatchObject([{ amountCents: 1250, coveredDates: [TUESDAY] }]);

    // Unticking Tuesday reverses the tick; unticking Monday, paid in cash, leaves it paid.
    expect((await tick(TUESDAY, false)).status).toBe(200);
    expect((await tick(MONDAY, false)).status).toBe(200);
    expect(await screens()).toMatchObject({
      checkout: '12.50',
      financial: 12.5,
      report: 12.5,
      paid: 100,
      ledger: '12.50',
      flags: [true, false],
    });

    // The owner credits the family $12.50: nothing is owed.
    const credit = await app.request('POST', `/api/families/${ada.familyId}/adjustments`, {
      token: ownerToken,
      body: { amount: '-12.50', reason: 'Goodwill', date: TUESDAY },
    });
    expect(credit.status, await credit.clone().text()).toBe(201);
    expect(await screens()).toMatchObject({
      checkout: '0.00',
      financial: 0,
      report: 0,
      paid: 112.5,
      ledger: '0.00',
      flags: [true, true],
    });
  });

  it('when a new day is charged to a family with a credit, which then pays it', async () => {
    expect((await record({ amount: '200.00' })).status).toBe(201);
    const wednesday = weekDates(MONDAY)[2] ?? '';
    const toggled = await app.request('POST', '/api/attendance/toggle', {
      token: app.tokens.staff,
      body: { customerId: ada.customerId, date: wednesday, isPresent: true },
    });
    expect(toggled.status, await toggled.clone().text()).toBeLessThan(300);
    expect(paidFlag(wednesday)).toBe(true);
    expect(await screens()).toMatchObject({ checkout: '0.00', financial: 0, paid: 187.5 });
  });

  it('after a card payment for the balance, which a webhook replay does not pay twice', async () => {
    expect((await record({ amount: '75.00' })).status).toBe(201);
    const started = await app.request('POST', '/api/create-payment-intent', {
      token: app.tokens.staff,
      body: { amount: 37.5, customerId: ada.customerId },
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
    const payload = JSON.stringify({
      id: 'evt_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId, object: 'payment_intent', amount: 3750 } },
    });
    expect((await postSignedEvent(app, payload)).status).toBe(200);
    expect((await postSignedEvent(app, payload)).status).toBe(200);
    expect(await screens()).toMatchObject({
      checkout: '0.00',
      financial: 0,
      report: 0,
      paid: 112.5,
      ledger: '0.00',
      flags: [true, true],
      history: ['37.50 card', '75.00 cheque'],
    });
  });
});

describe('a child leaving a family that paid', () => {
  it('keeps the family’s money, which then pays the other children’s days', async () => {
    const byron = await app.request('POST', '/api/customers', {
      token: app.tokens.staff,
      body: {
        name: 'Byron Lovelace',
        email: '',
        phone: '',
        hourlyRate: '12.50',
        familyId: ada.familyId,
      },
    });
    expect(byron.status, await byron.clone().text()).toBe(201);
    const { id: byronId } = (await byron.json()) as { id: string };
    await visit(app, byronId, MONDAY, [9, 0], [12, 0]);
    // Ada's 75.00 and 37.50 and Byron's 37.50, paid in one cheque.
    expect((await record({ amount: '150.00' })).status).toBe(201);

    const removed = await app.request('DELETE', `/api/customers/${ada.customerId}`, {
      token: app.tokens.staff,
    });
    expect(removed.status, await removed.clone().text()).toBeLessThan(300);

    expect(
      storedPayments().map(({ customerId, amountCents }) => [customerId, amountCents]),
    ).toEqual([[byronId, 15000]]);
    const ledger = await getJson<{ closingBalance: string }>(
      app,
      `/api/families/${ada.familyId}/ledger?to=${SUNDAY}`,
      app.tokens.staff,
    );
    expect(ledger.closingBalance).toBe('-112.50');
    expect(isPaidDay(app, byronId, MONDAY)).toBe(true);
  });
});
