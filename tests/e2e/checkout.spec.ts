/**
 * @module
 * Payment processing in a real browser: balances, sessions and totals, the payment dialog, and
 * what the screen says offline.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { addDays, addWeeks, formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import { formatDollars, parseMoney, sumCents } from '@cubby/shared/money';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { E2E_PORT } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import {
  E2E_FACILITY_TIME_ZONE,
  facilityInstantE2e,
  facilityTodayE2e,
} from './support/facility.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { NEEDS_CONNECTION } from './support/messages.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

// Last week's Tuesday, 10:00 to 13:20: 200 minutes at the new-customer rate of 12.50 is $41.67.
const lastTuesday = addDays(addWeeks(mondayOf(facilityTodayE2e()), -1), 1);

/**
 * Records a finished stay last Tuesday the way a staff tablet does, through the week document
 * (a REST check-in and check-out happen now, and so last no time and cost nothing).
 */
async function recordPastStay(token: string, customerId: string): Promise<void> {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(
    `ws://127.0.0.1:${E2E_PORT}/sync`,
    docNames.week(mondayOf(lastTuesday)),
    doc,
    {
      params: { token },
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    },
  );
  try {
    await new Promise<void>((resolve) => {
      if (provider.synced) resolve();
      else provider.once('sync', () => resolve());
    });
    const at = (time: string) =>
      clockStoppedAt(E2E_FACILITY_TIME_ZONE, facilityInstantE2e(lastTuesday, time));
    checkIn(oneWeekDoc(doc), at('10:00'), { visitId: randomUUID(), customerId, source: 'desk' });
    checkOut(oneWeekDoc(doc), at('13:20'), { customerId });
    // The server stores an update before it answers anything about it.
    await expect.poll(() => balanceOf(token, customerId)).toBe('41.67');
  } finally {
    provider.destroy();
    doc.destroy();
  }
}

let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
});

test.afterAll(async () => {
  await api.dispose();
});

async function balanceOf(token: string, customerId: string): Promise<string> {
  const response = await api.get(`/api/customers/${customerId}/outstanding-balance`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { outstandingBalance: string }).outstandingBalance;
}

async function session(token: string, action: 'checkin' | 'checkout', customerId: string) {
  const response = await api.post(`/api/sessions/${action}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The cards' figures as the API gives them, over every customer with a positive balance. */
async function expectedTotals(token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const customers = (await (await api.get('/api/customers', { headers })).json()) as {
    id: string;
  }[];
  const balances = await Promise.all(
    customers.map(async ({ id }) => {
      const response = await api.get(`/api/customers/${id}/outstanding-balance`, { headers });
      return (await response.json()) as { outstandingBalance: string; unpaidSessions: number };
    }),
  );
  const owing = balances.filter((balance) => parseMoney(balance.outstandingBalance) > 0);
  return {
    customers: String(owing.length),
    outstanding: formatDollars(sumCents(owing.map((b) => parseMoney(b.outstandingBalance)))),
    sessions: String(owing.reduce((count, balance) => count + balance.unpaidSessions, 0)),
  };
}

async function openCheckout(page: Page): Promise<void> {
  await signInAsStaff(page, '/checkout');
  // Signing in lands on the attendance screen.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
}

test.describe('payment processing', () => {
  test('a customer with an unpaid session appears with its sessions and the right totals', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const customer = await addCustomer(request, 'Grace Hopper');
    await recordPastStay(token, customer.id);
    await session(token, 'checkin', customer.id);
    await session(token, 'checkout', customer.id);

    await openCheckout(page);
    const card = page.getByRole('article', { name: customer.name });
    await expect(card).toContainText(`ID: ${customer.id.slice(0, 8)}`);
    await expect(card).toContainText('$41.67');
    await expect(card).toContainText('1 unpaid session');
    // The name leads to the child's family page, as everywhere a child is shown.
    await expect(card.getByRole('link', { name: customer.name })).toHaveAttribute(
      'href',
      /^\/families\/[0-9a-f-]{36}$/,
    );
    // Initials of the first and last word, as on the dashboard ('Grace Hopper 3f9a' gives 'G3').
    const initials = `G${customer.name.slice(-4, -3).toUpperCase()}`;
    await expect(card.getByText(initials, { exact: true })).toBeVisible();

    // Today's visit lasted no time, so it costs nothing and owes nothing.
    const sessions = card.getByRole('list', { name: `Unpaid sessions of ${customer.name}` });
    const items = sessions.getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.nth(0)).toContainText(formatDisplayDate(lastTuesday));
    await expect(items.nth(0)).toContainText('10:00 AM - 1:20 PM · 3.3 hours');
    await expect(items.nth(0)).toContainText('$41.67');

    const totals = await expectedTotals(token);
    const summary = page.getByRole('list', { name: 'Payment summary' });
    await expect(
      summary.getByRole('listitem').filter({ hasText: 'Customers with Balances' }),
    ).toContainText(totals.customers);
    await expect(
      summary.getByRole('listitem').filter({ hasText: 'Total Outstanding' }),
    ).toContainText(totals.outstanding);
    await expect(
      summary.getByRole('listitem').filter({ hasText: 'Unpaid Sessions' }),
    ).toContainText(totals.sessions);
    await expectAccessible(page, 'the payment processing screen');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-phone.png') });
  });

  test('Process Payment shows a spinner, then that payment processing is not available', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const customer = await addCustomer(request, 'Katherine Johnson');
    await recordPastStay(token, customer.id);

    // Hold the payment-intent request so the waiting state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent: unknown;
    await page.route('**/api/create-payment-intent', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });

    await openCheckout(page);
    const card = page.getByRole('article', { name: customer.name });
    await card.getByRole('button', { name: 'Process Payment $41.67' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('status')).toContainText('Preparing payment...');
    await expect(dialog.getByRole('heading', { name: 'Process Payment' })).toBeVisible();
    release();

    await expect(
      dialog.getByRole('heading', { name: 'Payment Processing Not Available' }),
    ).toBeVisible();
    expect(sent).toEqual({ amount: 41.67, customerId: customer.id });
    await expect(dialog).toContainText('Payment processing is not configured yet');
    await expect(dialog).toContainText('keys must be added');
    await expect(dialog).toContainText('$41.67');
    await expect(dialog).toContainText('1 unpaid session');
    await expect(dialog.getByRole('listitem')).toContainText('10:00 AM - 1:20 PM · 3.3 hours');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await settled(dialog);
    await expectAccessible(page, 'the payment dialog');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-dialog.png') });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
  });

  test('a day still in progress reads In Progress and is charged nothing yet', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const customer = await addCustomer(request, 'Dorothy Vaughan');
    await recordPastStay(token, customer.id);
    await session(token, 'checkin', customer.id);
    try {
      await openCheckout(page);
      const card = page.getByRole('article', { name: customer.name });
      // 41.67 for Tuesday; today is in progress, never charged at an estimate (decision 071).
      await expect(card.getByRole('button', { name: 'Process Payment $41.67' })).toBeVisible();
      await expect(card).toContainText('1 unpaid session');
      const items = card.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.nth(1)).toContainText(/- In Progress$/);
    } finally {
      // Leave nobody checked in for the dashboard's tests.
      await session(token, 'checkout', customer.id);
    }
  });

  test('offline, the screen says payments need a connection', async ({
    page,
    request,
    context,
  }) => {
    const token = await staffToken(request);
    const customer = await addCustomer(request, 'Mary Jackson');
    await recordPastStay(token, customer.id);
    await openCheckout(page);
    const card = page.getByRole('article', { name: customer.name });
    await expect(card).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Process Payment $41.67' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByText(NEEDS_CONNECTION)).toBeHidden();
    await expect(card.getByRole('button', { name: 'Process Payment $41.67' })).toBeEnabled();
  });
});

/** Waits for the dialog's opening animation, so colours are checked at full opacity. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
