/**
 * The parent's account on a phone (issue 18, decision 037): the balance, statements and
 * payments; Pay now for part of the balance starts a card payment (Stripe.js cannot load here, so
 * the fallback shows); Stripe's signed webhook settles it and the balance drops without a reload.
 * Runs against its own server with Stripe configured (support/card-server.ts).
 */
import path from 'node:path';
import { addDays } from '@cubby/shared/dates';
import { stripeSignature } from '@cubby/sync-server/testing/stripe-signature';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { CARD_WEBHOOK_SECRET, type CardServer, startCardServer } from './support/card-server.ts';
import { facilityTodayE2e } from './support/facility.ts';
import { screenshotWholeScreen } from './support/layout.ts';

let server: CardServer;

test.beforeAll(async () => {
  server = await startCardServer();
});

test.afterAll(async () => {
  await server?.close();
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a parent sees their account on the phone, pays part of it, and the balance drops after Stripe says so', async ({
  page,
  context,
  request,
}) => {
  const api = (url: string) => `${server.baseUrl}${url}`;
  const login = await request.post(api('/api/login'), {
    data: { username: E2E_ACCOUNTS.staff.username, password: E2E_ACCOUNTS.staff.password },
  });
  const staff = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const ownerLogin = await request.post(api('/api/owner-login'), {
    data: { username: E2E_ACCOUNTS.owner.username, password: E2E_ACCOUNTS.owner.password },
  });
  const owner = {
    Authorization: `Bearer ${((await ownerLogin.json()) as { token: string }).token}`,
  };
  const created = await request.post(api('/api/customers'), {
    headers: staff,
    data: { name: 'Ada Lovelace', email: '', phone: '', hourlyRate: '12.50' },
  });
  expect(created.status()).toBe(201);
  const family = (await created.json()) as {
    familyId: string;
    login: { username: string; password: string };
  };
  // Care charged three weeks ago, so its billing period has a statement; cash paid since.
  const charged = await request.post(api(`/api/families/${family.familyId}/adjustments`), {
    headers: owner,
    data: { amount: '212.50', reason: 'Care', date: addDays(facilityTodayE2e(), -21) },
  });
  expect(charged.status()).toBe(201);
  const cash = await request.post(api('/api/payments'), {
    headers: staff,
    data: {
      familyId: family.familyId,
      amount: '20.00',
      method: 'cash',
      receivedOn: addDays(facilityTodayE2e(), -7),
    },
  });
  expect(cash.status()).toBe(201);

  const parentLogin = await context.request.post(api('/api/customer/login'), {
    data: { username: family.login.username, password: family.login.password },
  });
  expect(parentLogin.ok()).toBe(true);
  const changed = await context.request.post(api('/api/customer/change-password'), {
    data: { newPassword: 'a-parent-password-9' },
  });
  expect(changed.ok()).toBe(true);
  // Stripe.js comes from js.stripe.com, which tests cannot reach.
  await page.route('https://js.stripe.com/**', (route) => route.abort());

  await page.goto(api('/customer-schedule'));
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('You owe $192.50');
  const statements = page.getByRole('region', { name: 'Statements', exact: true });
  await expect(statements).toContainText('Balance $212.50');
  await expect(statements.getByRole('link', { name: 'PDF' }).first()).toHaveAttribute(
    'href',
    /\/api\/customer\/statements\/.+\.pdf$/,
  );
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('$20.00 · Cash');
  await expect(payments.getByRole('link', { name: 'Receipt' }).first()).toHaveAttribute(
    'href',
    /receipt\.pdf$/,
  );
  await expect(page.getByRole('link', { name: /Year-end statement \d{4}/ })).toBeVisible();

  await page.getByRole('radio', { name: 'Another amount' }).click();
  const amount = page.getByLabel('Amount to pay');
  await amount.fill('500');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The amount can be at most your balance of $192.50',
  );
  await amount.fill('50');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Paying $50.00 by card')).toBeVisible();
  await expect(page.getByText('Card payments are not available right now')).toBeVisible();
  const intents = server.stripe.calls.filter((call) => call.path === '/v1/payment_intents');
  expect(intents).toHaveLength(1);
  expect(intents[0]?.form).toMatchObject({ amount: '5000', 'metadata[kind]': 'portal' });

  const db = new Database(path.join(server.dataDir, 'cubby.sqlite'), { readonly: true });
  const row = db
    .prepare("select stripe_payment_intent_id as id from payments where status = 'pending'")
    .get() as { id: string };
  db.close();
  const payload = JSON.stringify({
    id: `evt_${row.id}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: row.id,
        object: 'payment_intent',
        metadata: { kind: 'portal', familyId: family.familyId },
      },
    },
  });
  const webhook = await request.post(api('/api/stripe/webhook'), {
    headers: {
      'Stripe-Signature': stripeSignature(payload, CARD_WEBHOOK_SECRET),
      'Content-Type': 'application/json',
    },
    data: payload,
  });
  expect(webhook.status()).toBe(200);

  await expect(balance).toHaveText('You owe $142.50');
  await expect(payments).toContainText('$50.00 · Card');
  await screenshotWholeScreen(
    page,
    path.resolve(import.meta.dirname, '../../docs/screenshots/issue-18-parent-account-phone.png'),
  );
});
