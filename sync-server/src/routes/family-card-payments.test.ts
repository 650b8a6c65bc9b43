/**
 * Card payments that pay a family's balance rather than earmarked days, settled by Stripe's
 * signed webhook: a parent's payment from the portal (`kind: 'portal'`) becomes one payment of
 * its amount covering the oldest charges, with a receipt told by notice and mail, however often
 * the event arrives. Money recorded at the desk is told the same way.
 */
import type { OutstandingBalanceResponse } from '@cubby/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payments } from '../db/schema.ts';
import {
  type BillingFixture,
  balanceOf,
  freshToken,
  intentEvent,
  noticesOf,
  startBillingFixture,
} from '../testing/billing-fixture.ts';
import { postSignedEvent } from '../testing/payments-fixture.ts';

let fixture: BillingFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
  vi.useRealTimers();
});

const portalEvent = (familyId: string, amount: number, eventId = 'evt_portal_1') =>
  intentEvent(
    'payment_intent.succeeded',
    {
      id: 'pi_portal_1',
      amount,
      amount_received: amount,
      status: 'succeeded',
      metadata: { familyId, kind: 'portal' },
    },
    eventId,
  );

describe('a card payment a parent starts from the portal', () => {
  it('settles once as a payment of its amount, covering the oldest days, with a receipt', async () => {
    fixture = await startBillingFixture();
    const { app, ada, sink } = fixture;
    for (const event of [
      portalEvent(ada.familyId, 8000),
      portalEvent(ada.familyId, 8000),
      portalEvent(ada.familyId, 8000, 'evt_portal_again'),
    ]) {
      expect((await postSignedEvent(app, event)).status).toBe(200);
    }
    expect(app.db.select().from(payments).all()).toEqual([
      expect.objectContaining({
        familyId: ada.familyId,
        customerId: ada.customerId,
        amountCents: 8000,
        method: 'card',
        status: 'succeeded',
        stripePaymentIntentId: 'pi_portal_1',
        receiptNumber: 1,
        coveredDates: null,
      }),
    ]);
    expect(await balanceOf(app, ada)).toBe('32.50');
    // Oldest first: Monday (75.00) is paid, Tuesday (37.50) has 5.00 of it.
    const outstanding = await app.request(
      'GET',
      `/api/customers/${ada.customerId}/outstanding-balance`,
      { token: freshToken.staff(app) },
    );
    const body = (await outstanding.json()) as OutstandingBalanceResponse;
    expect(body.outstandingBalance).toBe('32.50');
    expect(body.sessions.map((day) => day.date)).toEqual(['2026-11-17']);

    const notices = await noticesOf(app, ada);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'payment-received',
        title: 'Payment received, receipt R-000001',
        body: 'We received your card payment of $80.00 on 11-17-2026. Your receipt number is R-000001. Thank you.',
      }),
    ]);
    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['ada.parent@example.com']);
    expect(mail?.header('Subject')).toBe('Payment received, receipt R-000001');
    expect(mail?.text()).toContain('$80.00');
  });

  it('records nothing for a family Cubby does not know, or an intent of no kind it settles', async () => {
    fixture = await startBillingFixture();
    const { app, ada } = fixture;
    expect((await postSignedEvent(app, portalEvent('no-such-family', 8000))).status).toBe(200);
    const stranger = intentEvent(
      'payment_intent.succeeded',
      { id: 'pi_other', amount: 8000, metadata: { familyId: ada.familyId, kind: 'invoice' } },
      'evt_other',
    );
    expect((await postSignedEvent(app, stranger)).status).toBe(200);
    expect(app.db.select().from(payments).all()).toEqual([]);
    expect(await noticesOf(app, ada)).toEqual([]);
  });
});

describe('money recorded at the desk', () => {
  it('is told to the family with its receipt', async () => {
    fixture = await startBillingFixture();
    const { app, ada } = fixture;
    const response = await app.request('POST', '/api/payments', {
      token: freshToken.staff(app),
      body: { familyId: ada.familyId, amount: '40.00', method: 'cheque', receivedOn: '2026-11-17' },
    });
    expect(response.status).toBe(201);
    expect(await noticesOf(app, ada)).toEqual([
      expect.objectContaining({
        kind: 'payment-received',
        title: 'Payment received, receipt R-000001',
        body: 'We received your cheque of $40.00 on 11-17-2026. Your receipt number is R-000001. Thank you.',
      }),
    ]);
  });
});
