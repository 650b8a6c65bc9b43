/**
 * Probe finding 8 (medium), the payments: 30 quick taps on Pay from the parent's phone created 30
 * pending payments and 30 Stripe intents, each tap carrying a new request id. Replayed here
 * against a real server and the local Stripe stand-in: the taps make one pending payment and one
 * intent, and every tap is answered its client secret (decision 066).
 */
import { randomUUID } from 'node:crypto';
import { ledgerAdjustments, payments } from '@cubby/sync-server/db/schema';
import { type FakeStripe, startFakeStripe } from '@cubby/sync-server/testing/fake-stripe';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addContact,
  addCustomer,
  familyOfChild,
  signInParent,
  startTestServer,
  type TestServer,
} from '../sync/support/test-server.ts';

const TAPS = 30;

let stripe: FakeStripe;
let server: TestServer;

beforeEach(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    config: {
      stripeSecretKey: 'sk_test_cubby',
      stripePublishableKey: 'pk_test_cubby',
      stripeApiUrl: stripe.url,
    },
  });
});

afterEach(async () => {
  await server.stop();
  await stripe.close();
});

/** The PaymentIntents Stripe was asked to create (a repeat under one key is still one ask). */
const intentsCreated = () =>
  stripe.calls.filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents');

describe('taps on Pay', () => {
  it('thirty quick ones make one pending payment and one Stripe intent', async () => {
    const { db } = server.server;
    const customerId = addCustomer(db, { name: 'Ada Lovelace' });
    const familyId = familyOfChild(db, customerId);
    // The family owes 112.50, as the owner's adjustment put it.
    db.insert(ledgerAdjustments)
      .values({
        id: randomUUID(),
        familyId,
        amountCents: 11250,
        reason: 'Tuition',
        onDate: '2026-12-01',
        createdByName: 'Owner',
      })
      .run();
    const contactId = addContact(db, familyId, { name: 'Augusta King' });
    const parent = signInParent(db, customerId, { contactId });

    const taps = await Promise.all(
      Array.from({ length: TAPS }, () =>
        fetch(`${server.server.url}/api/customer/payment-intent`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${parent}`, 'Content-Type': 'application/json' },
          // Each tap names itself anew, as the probe's did.
          body: JSON.stringify({ amount: '112.50', requestId: randomUUID() }),
        }),
      ),
    );
    const answers = await Promise.all(
      taps.map(async (tap) => {
        expect(tap.status, await tap.clone().text()).toBe(200);
        return (await tap.json()) as { clientSecret: string; amount: string };
      }),
    );
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(answers.every((answer) => answer.amount === '112.50')).toBe(true);
    const pending = db.select().from(payments).where(eq(payments.familyId, familyId)).all();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', amountCents: 11250 });
    expect(intentsCreated()).toHaveLength(1);
  });
});
