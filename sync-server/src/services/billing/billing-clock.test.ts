/**
 * The billing clock against real SQLite, the Stripe stand-in and a real SMTP server on loopback,
 * driven by a fake clock: a statement is made once its week is over and the family told once;
 * autopay charges once on the due date (not before; a second pass, a second loop and a restart
 * charge nothing more); the webhook records one payment however often it arrives; a decline is
 * told once and never charged again; periods before billing began are never billed.
 */
import { facilityClock } from '@cubby/shared/facility-clock';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingRuns, payments, settings } from '../../db/schema.ts';
import {
  BILLING_WEEK,
  type BillingFixture,
  balanceOf,
  freshToken,
  intentEvent,
  noticesOf,
  saveCard,
  startBillingFixture,
  tickAt,
} from '../../testing/billing-fixture.ts';
import { facilityInstant, TEST_TIME_ZONE } from '../../testing/facility-time.ts';
import type { FakeStripe } from '../../testing/fake-stripe.ts';
import { postSignedEvent } from '../../testing/payments-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { BillingClock } from './billing-clock.ts';
import { BILLING_STARTED_KEY } from './statements-made.ts';

const { monday: MONDAY, statementDay: STATEMENT_DAY, dueDay: DUE_DAY } = BILLING_WEEK;

let fixture: BillingFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
  vi.useRealTimers();
});

async function start(options: { card?: string } = {}) {
  fixture = await startBillingFixture(options);
  return { app: fixture.app, ada: fixture.ada };
}

const chargeCalls = () =>
  (fixture?.stripe.calls ?? []).filter((call) => call.path === '/v1/payment_intents');

const runOf = (app: TestApp) => app.db.select().from(billingRuns).all();

describe('statements', () => {
  it('are made once the week is over, and the family is told once, by notice and mail', async () => {
    const { app, ada } = await start();
    expect(await tickAt(app, '2026-11-22', 23)).toEqual({ statements: 0, charges: 0 });
    expect(runOf(app)).toEqual([]);

    expect(await tickAt(app, STATEMENT_DAY, 0)).toEqual({ statements: 1, charges: 0 });
    expect(runOf(app)).toEqual([
      expect.objectContaining({
        familyId: ada.familyId,
        periodKey: MONDAY,
        dueDate: DUE_DAY,
        closingBalanceCents: 11250,
        autopayOutcome: null,
      }),
    ]);
    // A second pass, a second loop over the same database: nothing more.
    expect(await tickAt(app, STATEMENT_DAY, 9)).toEqual({ statements: 0, charges: 0 });
    const second = new BillingClock(depsOf(app));
    expect(await second.tick()).toEqual({ statements: 0, charges: 0 });

    const notices = await noticesOf(app, ada);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'statement-ready',
        title: 'Your statement for the week of 11-16-2026 is ready',
        body: 'Your statement for the week of 11-16-2026 is ready: $112.50 is due by 11-29-2026.',
      }),
    ]);
    const [mail] = (await fixture?.sink.waitFor(1)) ?? [];
    expect(mail?.envelopeTo).toEqual(['ada.parent@example.com']);
    expect(mail?.header('Subject')).toBe('Your statement for the week of 11-16-2026 is ready');
  });

  it('are not made for periods before billing began, nor told for a family that owes nothing', async () => {
    const { app, ada } = await start();
    const bob = await app.addFamily('Bob Owes Nothing');
    // As if billing had begun on 11-23: the week of 11-16 is history, never billed.
    app.db
      .update(settings)
      .set({ value: JSON.stringify(STATEMENT_DAY) })
      .where(eq(settings.key, BILLING_STARTED_KEY))
      .run();
    expect(await tickAt(app, '2026-12-01')).toEqual({ statements: 2, charges: 0 });
    expect(runOf(app).map((run) => [run.familyId, run.periodKey, run.closingBalanceCents])).toEqual(
      expect.arrayContaining([
        [ada.familyId, STATEMENT_DAY, 11250],
        [bob.familyId, STATEMENT_DAY, 0],
      ]),
    );
    expect(await noticesOf(app, ada)).toHaveLength(1);
    expect(await noticesOf(app, bob)).toEqual([]);
  });

  it('record the day billing began at the first start and keep it across restarts', async () => {
    const { app } = await start();
    const stored = () =>
      app.db.select().from(settings).where(eq(settings.key, BILLING_STARTED_KEY)).get()?.value;
    expect(stored()).toBe(JSON.stringify(MONDAY));
    await tickAt(app, '2027-01-05');
    expect(stored()).toBe(JSON.stringify(MONDAY));
  });
});

describe('autopay on the due date', () => {
  it('charges once on the due date, and the webhook records one payment', async () => {
    const { app, ada } = await start({ card: 'pm_card_visa' });
    await tickAt(app, STATEMENT_DAY);
    await tickAt(app, '2026-11-28', 23);
    expect(chargeCalls()).toEqual([]);

    expect(await tickAt(app, DUE_DAY, 0)).toEqual({ statements: 0, charges: 1 });
    const [call] = chargeCalls();
    expect(call).toMatchObject({
      idempotencyKey: `autopay:${ada.familyId}:${MONDAY}`,
      form: {
        amount: '11250',
        off_session: 'true',
        confirm: 'true',
        'metadata[familyId]': ada.familyId,
        'metadata[kind]': 'autopay',
        'metadata[period]': MONDAY,
      },
    });
    const [run] = runOf(app);
    expect(run).toMatchObject({ autopayOutcome: 'succeeded', autopayAmountCents: 11250 });

    // A second pass, a second loop, and a restart of the server charge nothing more.
    expect(await tickAt(app, DUE_DAY, 12)).toEqual({ statements: 0, charges: 0 });
    expect(await new BillingClock(depsOf(app)).tick()).toEqual({ statements: 0, charges: 0 });
    const restarted = (await fixture?.restart()) as TestApp;
    expect(await tickAt(restarted, '2026-11-30')).toMatchObject({ charges: 0 });
    expect(chargeCalls()).toHaveLength(1);

    // Nothing is recorded until Stripe says the money arrived; then one payment, however often.
    expect(await balanceOf(restarted, ada)).toBe('112.50');
    const event = intentEvent(
      'payment_intent.succeeded',
      {
        id: run?.autopayIntentId,
        amount: 11250,
        amount_received: 11250,
        status: 'succeeded',
        metadata: { familyId: ada.familyId, kind: 'autopay', period: MONDAY },
      },
      'evt_autopay_1',
    );
    expect((await postSignedEvent(restarted, event)).status).toBe(200);
    expect((await postSignedEvent(restarted, event)).status).toBe(200);
    const again = event.replace('evt_autopay_1', 'evt_autopay_2');
    expect((await postSignedEvent(restarted, again)).status).toBe(200);

    const stored = restarted.db.select().from(payments).all();
    expect(stored).toEqual([
      expect.objectContaining({
        familyId: ada.familyId,
        amountCents: 11250,
        method: 'card',
        status: 'succeeded',
        stripePaymentIntentId: run?.autopayIntentId,
        receiptNumber: 1,
        coveredDates: null,
      }),
    ]);
    expect(await balanceOf(restarted, ada)).toBe('0.00');
    const received = (await noticesOf(restarted, ada)).filter(
      (notice) => notice.kind === 'payment-received',
    );
    expect(received).toEqual([
      expect.objectContaining({
        title: 'Payment received, receipt R-000001',
        body: 'We received your card payment of $112.50 on 11-30-2026. Your receipt number is R-000001. Thank you.',
      }),
    ]);
  });

  it('charges only what is still owed of the statement, and nothing when it is paid', async () => {
    const { app, ada } = await start({ card: 'pm_card_visa' });
    await tickAt(app, STATEMENT_DAY);
    const paid = await app.request('POST', '/api/payments', {
      token: freshToken.staff(app),
      body: { familyId: ada.familyId, amount: '100.00', method: 'cash', receivedOn: STATEMENT_DAY },
    });
    expect(paid.status).toBe(201);
    await tickAt(app, DUE_DAY);
    expect(chargeCalls().map((call) => call.form.amount)).toEqual(['1250']);
  });

  it('charges nothing for a statement already paid, or a family without autopay', async () => {
    const { app, ada } = await start();
    await tickAt(app, STATEMENT_DAY);
    await tickAt(app, DUE_DAY);
    expect(runOf(app)).toEqual([expect.objectContaining({ autopayOutcome: 'no-card' })]);
    // Turning autopay on after the due date does not reach back to that statement.
    await saveCard(app, fixture?.stripe as FakeStripe, ada, 'pm_card_visa');
    await tickAt(app, '2026-11-30');
    expect(chargeCalls()).toEqual([]);
  });

  it('tells a decline once and never charges that statement again', async () => {
    const { app, ada } = await start({ card: 'pm_card_chargeDeclined' });
    await tickAt(app, STATEMENT_DAY);
    expect(await tickAt(app, DUE_DAY)).toMatchObject({ charges: 1 });
    await tickAt(app, DUE_DAY, 18);
    await tickAt(app, '2026-12-02');
    expect(chargeCalls()).toHaveLength(1);
    const [run] = runOf(app);
    expect(run?.autopayOutcome).toBe('declined');

    // Stripe's own failure event for the same charge adds no second notice.
    const failed = intentEvent(
      'payment_intent.payment_failed',
      {
        id: run?.autopayIntentId,
        amount: 11250,
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
        metadata: { familyId: ada.familyId, kind: 'autopay', period: MONDAY },
      },
      'evt_failed_1',
    );
    expect((await postSignedEvent(app, failed)).status).toBe(200);
    const failures = (await noticesOf(app, ada)).filter(
      (notice) => notice.kind === 'autopay-failed',
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]?.body).toContain(
      'declined for $112.50 (the statement for the week of 11-16-2026)',
    );
    expect(app.db.select().from(payments).all()).toEqual([]);
    expect(await balanceOf(app, ada)).toBe('112.50');
  });

  it('tries a charge cut off mid-call again after a while, under the same key and amount', async () => {
    const { app, ada } = await start({ card: 'pm_card_visa' });
    await tickAt(app, STATEMENT_DAY);
    // A loop claimed the charge of 50.00 at 06:00 and the process died before Stripe answered.
    app.db
      .update(billingRuns)
      .set({
        autopayOutcome: 'charging',
        autopayChargedAt: facilityInstant(DUE_DAY, 6, 0),
        autopayAmountCents: 5000,
      })
      .run();
    // Another loop leaves a fresh claim alone: its owner may still be waiting on Stripe.
    expect(await tickAt(app, DUE_DAY, 6)).toMatchObject({ charges: 0 });
    expect(chargeCalls()).toEqual([]);
    vi.setSystemTime(facilityInstant(DUE_DAY, 6, 11));
    expect(await app.core.billing.tick()).toMatchObject({ charges: 1 });
    expect(chargeCalls()).toEqual([
      expect.objectContaining({
        idempotencyKey: `autopay:${ada.familyId}:${MONDAY}`,
        form: expect.objectContaining({ amount: '5000' }),
      }),
    ]);
    expect(runOf(app)[0]?.autopayOutcome).toBe('succeeded');
  });
});

function depsOf(app: TestApp) {
  return {
    db: app.db,
    config: app.core.config,
    mailer: app.core.mailer,
    clock: facilityClock(TEST_TIME_ZONE),
    log: { info() {}, warn() {}, error() {} },
  };
}
