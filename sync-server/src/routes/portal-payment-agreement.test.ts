import type {
  CustomerAccountResponse,
  FamilyBalancesResponse,
  NoticesResponse,
  PortalPaymentIntentResponse,
  StatementResponse,
} from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { payments } from '../db/schema.ts';
import { getJson, readMoneyScreens } from '../testing/money-screens.ts';
import { MONDAY, postSignedEvent, usePaymentsFixture } from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';

// Issue 18: a parent pays part of the balance from the phone, and every view of the family's
// money says the same, to the cent, before and after Stripe's webhook arrives again.

let app: TestApp;
let ada: TestFamily;
let ownerToken: string;

const fixture = usePaymentsFixture((started) => {
  ({ app, ada, ownerToken } = started);
});

const OWED_VIEWS = [
  'checkout',
  'financialWeek',
  'customerReport',
  'ledger',
  'statement',
  'parentStatement',
  'familyBalances',
  'parentAccount',
] as const;
const PAID_VIEWS = [
  'financialWeek',
  'customerReport',
  'statement',
  'parentStatement',
  'parentAccount',
] as const;

/** The one answer every view must give: `owed` and `paid` in dollars, to the cent. */
function everyViewSays(owed: string, paid: string) {
  return {
    owed: Object.fromEntries(OWED_VIEWS.map((view) => [view, owed])),
    paid: Object.fromEntries(PAID_VIEWS.map((view) => [view, paid])),
  };
}

const dollars = (amount: number | string | undefined) =>
  amount === undefined ? 'missing' : Number(amount).toFixed(2);
// A statement lists money in as negative amounts.
const moneyIn = (amount: string) => dollars(-Number(amount));

/** What each view says Ada's family owes and has paid, and what the family was told. */
async function views() {
  const screens = await readMoneyScreens(fixture());
  const statement = await getJson<StatementResponse>(
    app,
    `/api/families/${ada.familyId}/statements/${MONDAY}`,
    ownerToken,
  );
  const parentStatement = await getJson<StatementResponse>(
    app,
    `/api/customer/statements/${MONDAY}`,
    ada.token,
  );
  const balances = await getJson<FamilyBalancesResponse>(app, '/api/family-balances', ownerToken);
  const account = await getJson<CustomerAccountResponse>(app, '/api/customer/account', ada.token);
  const notices = await getJson<NoticesResponse>(app, '/api/customer/notices', ada.token);
  const accountPaid = account.payments
    .filter((payment) => !payment.reversed)
    .reduce((sum, payment) => sum + Number(payment.amount), 0);
  return {
    owed: {
      checkout: screens.checkout,
      financialWeek: dollars(screens.financial),
      customerReport: dollars(screens.report),
      ledger: screens.ledger,
      statement: statement.closingBalance,
      parentStatement: parentStatement.closingBalance,
      familyBalances: balances.families.find((family) => family.familyId === ada.familyId)?.balance,
      parentAccount: account.balance,
    },
    paid: {
      financialWeek: dollars(screens.received),
      customerReport: dollars(screens.paid),
      statement: moneyIn(statement.totals.payments),
      parentStatement: moneyIn(parentStatement.totals.payments),
      parentAccount: dollars(accountPaid),
    },
    // Monday and Tuesday paid, and the cents of Tuesday paid so far.
    flags: screens.flags,
    tuesdayPart: screens.tuesdayPart,
    payments: app.db
      .select()
      .from(payments)
      .all()
      .map(({ amountCents, method, status, receiptNumber }) => ({
        amountCents,
        method,
        status,
        receiptNumber,
      })),
    receipts: {
      statement: statement.payments.map(({ receiptNumber }) => receiptNumber),
      parentAccount: account.payments.map(({ receiptNumber }) => receiptNumber),
    },
    paymentNotices: notices.notices.filter((notice) => notice.kind === 'payment-received').length,
  };
}

/** The parent taps Pay on the phone for `amount` dollars. */
const startPortalPayment = (amount: string) =>
  app.request('POST', '/api/customer/payment-intent', { token: ada.token, body: { amount } });

/**
 * Pays $100.00 from the phone: the intent, the card confirmed at Stripe, and Stripe's signed
 * `payment_intent.succeeded` carrying the intent as Stripe sends it. Answers the event's payload.
 */
async function payFromPhone(): Promise<string> {
  const started = await startPortalPayment('100.00');
  expect(started.status, await started.clone().text()).toBe(200);
  const { clientSecret, amount } = (await started.json()) as PortalPaymentIntentResponse;
  expect(amount).toBe('100.00');
  // Stripe.js reads the intent's id off its client secret, `{id}_secret_{secret}`.
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const intent = fixture().stripe.succeedPaymentIntent(intentId);
  expect(intent).toMatchObject({
    amount: 10000,
    amount_received: 10000,
    metadata: { kind: 'portal', familyId: ada.familyId },
  });
  const payload = JSON.stringify({
    id: 'evt_portal_paid',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
  const delivered = await postSignedEvent(app, payload);
  expect(delivered.status, await delivered.clone().text()).toBe(200);
  return payload;
}

describe('a parent’s part payment from the phone', () => {
  it('is what every money view says, to the cent, and a webhook replay changes nothing', async () => {
    // Monday costs $75.00 and Tuesday $37.50; nothing is paid yet.
    expect(await views()).toEqual({
      ...everyViewSays('112.50', '0.00'),
      flags: [false, false],
      tuesdayPart: 0,
      payments: [],
      receipts: { statement: [], parentAccount: [] },
      paymentNotices: 0,
    });

    const payload = await payFromPhone();
    // $100.00 pays Monday's $75.00 and $25.00 of Tuesday's $37.50.
    const afterPayment = {
      ...everyViewSays('12.50', '100.00'),
      flags: [true, false],
      tuesdayPart: 2500,
      payments: [{ amountCents: 10000, method: 'card', status: 'succeeded', receiptNumber: 1 }],
      receipts: { statement: ['R-000001'], parentAccount: ['R-000001'] },
      paymentNotices: 1,
    };
    expect(await views()).toEqual(afterPayment);

    // Stripe delivers the same event again.
    const replayed = await postSignedEvent(app, payload);
    expect(replayed.status, await replayed.clone().text()).toBe(200);
    expect(await views()).toEqual(afterPayment);
  });

  it('cannot be followed by a payment of more than what is left', async () => {
    await payFromPhone();
    const intentsAsked = () =>
      fixture().stripe.calls.filter((call) => call.path === '/v1/payment_intents').length;
    const asked = intentsAsked();

    const over = await startPortalPayment('12.51');
    expect(over.status).toBe(400);
    expect(await over.text()).toContain('more than the balance of $12.50');
    expect(intentsAsked()).toBe(asked);

    // The rest, exactly, is taken.
    expect((await startPortalPayment('12.50')).status).toBe(200);
  });
});
