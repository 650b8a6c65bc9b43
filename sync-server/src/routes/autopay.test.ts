/**
 * Autopay over REST: a parent saves a card through a SetupIntent (the Stripe stand-in completes
 * it as Stripe.js would on the phone), Stripe's signed `setup_intent.succeeded` turns autopay on
 * once, the parent turns it off; staff and the owner see it; other families never do.
 */
import type { AutopaySetupResponse, AutopayState } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, familyAutopay } from '../db/schema.ts';
import { sessionFor } from '../testing/account-sessions.ts';
import type { FakeSetupIntent, FakeStripe } from '../testing/fake-stripe.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { postSignedEvent, usePaymentsFixture } from '../testing/payments-fixture.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let stripe: FakeStripe;
let app: TestApp;
let ada: TestFamily;
let ownerToken: string;

usePaymentsFixture((fixture) => {
  ({ stripe, app, ada, ownerToken } = fixture);
});

const OFF: AutopayState = { enabled: false, card: null, pending: false, lastFailure: null };

const put = (enabled: unknown, token = ada.token) =>
  app.request('PUT', '/api/customer/autopay', { token, body: { enabled } });

async function stateOf(token = ada.token): Promise<AutopayState> {
  const response = await app.request('GET', '/api/customer/autopay', { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AutopayState;
}

async function startSetup(): Promise<string> {
  const response = await put(true);
  expect(response.status, await response.clone().text()).toBe(200);
  const { clientSecret } = (await response.json()) as AutopaySetupResponse;
  return clientSecret.replace(/_secret_test$/, '');
}

function setupSucceeded(intent: FakeSetupIntent, eventId = `evt_${intent.id}`) {
  return postSignedEvent(
    app,
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'setup_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    }),
  );
}

const autopayAudit = () =>
  app.db
    .select()
    .from(auditEntries)
    .all()
    .filter((entry) => entry.action.startsWith('autopay.'));

describe('saving a card for autopay', () => {
  it('makes a Stripe customer and an off-session SetupIntent for the family', async () => {
    expect(await stateOf()).toEqual(OFF);
    const response = await put(true);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as AutopaySetupResponse;
    expect(body).toEqual({ clientSecret: 'seti_test2_secret_test', publishableKey: null });

    const [customerCall, setupCall] = stripe.calls;
    expect(customerCall).toMatchObject({
      path: '/v1/customers',
      form: { name: 'Ada Lovelace', 'metadata[familyId]': ada.familyId },
      idempotencyKey: `cubby-family-customer-${ada.familyId}`,
    });
    expect(setupCall).toMatchObject({
      path: '/v1/setup_intents',
      form: {
        customer: 'cus_test1',
        usage: 'off_session',
        'metadata[familyId]': ada.familyId,
      },
    });
    expect(await stateOf()).toEqual({ ...OFF, pending: true });
    expect(autopayAudit().map((entry) => entry.action)).toEqual(['autopay.card-setup-started']);
  });

  it('hands out the waiting SetupIntent again on a second tap', async () => {
    const first = await startSetup();
    const second = await startSetup();
    expect(second).toBe(first);
    expect(stripe.calls.filter((call) => call.path === '/v1/setup_intents')).toHaveLength(1);
    expect(autopayAudit()).toHaveLength(1);
  });

  it('turns autopay on when Stripe reports the card saved, once', async () => {
    const intent = stripe.completeSetupIntent(await startSetup(), 'pm_card_visa');
    expect((await setupSucceeded(intent)).status).toBe(200);
    const on: AutopayState = {
      enabled: true,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      pending: false,
      lastFailure: null,
    };
    expect(await stateOf()).toEqual(on);
    const entries = autopayAudit();
    expect(entries.map((entry) => entry.action)).toEqual([
      'autopay.card-setup-started',
      'autopay.turned-on',
    ]);
    // The card's digits are for the screens, never for the log.
    expect(JSON.stringify(entries)).not.toContain('4242');

    const row = () => app.db.select().from(familyAutopay).get();
    const before = row();
    expect((await setupSucceeded(intent)).status).toBe(200);
    expect((await setupSucceeded(intent, 'evt_other_delivery')).status).toBe(200);
    expect(row()).toEqual(before);
    expect(autopayAudit()).toHaveLength(2);
  });

  it('ignores a saved card for a family it does not know, and an unsigned report', async () => {
    const intent = stripe.completeSetupIntent(await startSetup());
    const stranger = { ...intent, metadata: { familyId: 'not-a-family' } };
    expect((await setupSucceeded(stranger)).status).toBe(200);
    expect((await stateOf()).enabled).toBe(false);

    const unsigned = await app.request('POST', '/api/stripe/webhook', {
      rawBody: JSON.stringify({ type: 'setup_intent.succeeded', data: { object: intent } }),
      headers: { 'Stripe-Signature': 't=1,v1=bad' },
    });
    expect(unsigned.status).toBe(400);
    expect(await stateOf()).toEqual({ ...OFF, pending: true });
  });

  it('turns off at once and forgets the card; a late report changes nothing', async () => {
    const intent = stripe.completeSetupIntent(await startSetup());
    await setupSucceeded(intent);
    const off = await put(false);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual(OFF);
    expect(await stateOf()).toEqual(OFF);
    await setupSucceeded(intent, 'evt_late');
    expect(await stateOf()).toEqual(OFF);
    expect(autopayAudit().at(-1)?.action).toBe('autopay.turned-off');
    // Off again: nothing to change, nothing to log.
    await put(false);
    expect(autopayAudit().at(-1)?.action).toBe('autopay.turned-off');
    expect(autopayAudit()).toHaveLength(3);
  });

  it('refuses what is not true or false', async () => {
    for (const body of [{}, { enabled: 'yes' }, { enabled: true, familyId: ada.familyId }]) {
      const response = await app.request('PUT', '/api/customer/autopay', {
        token: ada.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(stripe.calls).toEqual([]);
  });

  it('answers 502 when Stripe refuses, and saves nothing', async () => {
    stripe.failNext(400, { type: 'invalid_request_error', message: 'No such customer' });
    expect((await put(true)).status).toBe(502);
    expect(await stateOf()).toEqual(OFF);
  });
});

describe('who sees autopay', () => {
  it('is each family’s own; staff and the owner see any family’s', async () => {
    const alan = await app.addFamily('Alan Turing');
    stripe.completeSetupIntent(await startSetup());
    const intent = stripe.completeSetupIntent(await startSetup());
    await setupSucceeded(intent);

    expect(await stateOf(alan.token)).toEqual(OFF);
    expect((await put(false, alan.token)).status).toBe(200);
    expect((await stateOf()).enabled).toBe(true);

    for (const token of [app.tokens.staff, ownerToken]) {
      const response = await app.request('GET', `/api/families/${ada.familyId}/autopay`, {
        token,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AutopayState).card?.last4).toBe('4242');
      expect((await app.request('GET', '/api/customer/autopay', { token })).status).toBe(403);
      expect((await put(false, token)).status).toBe(403);
    }
    const ownerRead = (path: string, token?: string) => app.request('GET', path, { token });
    const ownPath = `/api/families/${ada.familyId}/autopay`;
    expect((await ownerRead(ownPath, ada.token)).status).toBe(403);
    expect((await ownerRead(ownPath, kioskFor(app.db).token)).status).toBe(403);
    expect((await ownerRead(ownPath)).status).toBe(401);
    expect((await ownerRead('/api/customer/autopay')).status).toBe(401);
    expect((await ownerRead('/api/customer/autopay', kioskFor(app.db).token)).status).toBe(403);
    const unknown = `/api/families/00000000-0000-4000-8000-000000000000/autopay`;
    expect((await ownerRead(unknown, app.tokens.staff)).status).toBe(404);
    expect((await ownerRead('/api/families/not-a-uuid/autopay', app.tokens.staff)).status).toBe(
      400,
    );
  });
});

describe('without Stripe configured', () => {
  it('answers 503 to saving a card, and still turns autopay off', async () => {
    const bare = await createTestApp();
    try {
      const family = await bare.addFamily('Grace Hopper');
      const token = sessionFor(bare.db, {
        role: 'customer',
        subject: family.loginId,
        familyId: family.familyId,
      });
      const saving = await bare.request('PUT', '/api/customer/autopay', {
        token,
        body: { enabled: true },
      });
      expect(saving.status).toBe(503);
      expect(await saving.text()).toBe('Card payments are not configured');
      const off = await bare.request('PUT', '/api/customer/autopay', {
        token,
        body: { enabled: false },
      });
      expect(off.status).toBe(200);
      expect(
        bare.db
          .select()
          .from(familyAutopay)
          .where(eq(familyAutopay.familyId, family.familyId))
          .all(),
      ).toEqual([]);
    } finally {
      bare.close();
    }
  });
});
