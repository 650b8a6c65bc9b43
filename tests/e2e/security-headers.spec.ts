/**
 * @module
 * The app under its Content-Security-Policy in a real browser (decision 015): every screen runs
 * with no violation, the sync connection still opens, Stripe is allowed on the checkout page
 * alone, and a page on another origin cannot frame the app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, type Response, test } from '@playwright/test';
import { E2E_PORT } from './support/accounts.ts';
import { addFamily, openFamilySchedule } from './support/customer.ts';
import { addFamilyByApi, uniqueTag } from './support/families.ts';
import { drawSignature, guardianWithPin, openKioskByApi, typeKioskPin } from './support/kiosk.ts';
import { openFinancialAsOwner } from './support/owner.ts';
import { addCustomer, signInAsStaff, staffToken } from './support/staff.ts';

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every CSP violation the page reports, from its very first script on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI });
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    );
    return [...events, ...consoleErrors.map((text) => ({ directive: 'console', blocked: text }))];
  };
}

function policyOf(response: Response | null): string {
  return response?.headers()['content-security-policy'] ?? '';
}

/** Resolves once a sync WebSocket has received its first message from the server. */
function syncMessageReceived(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname.startsWith('/sync/')) {
        socket.once('framereceived', () => resolve());
      }
    });
  });
}

test.describe('the content security policy', () => {
  test('staff sign in, use the dashboard and open checkout with no policy violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const synced = syncMessageReceived(page);
    const signIn = await page.goto('/');
    expect(policyOf(signIn)).toContain("script-src 'self'");
    expect(policyOf(signIn)).not.toContain('stripe');
    await signInAsStaff(page, '/');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
    // 'self' covers the sync WebSocket on the same host.
    await synced;

    // Process Payments loads a new document, the one whose policy lets Stripe's form load.
    const checkout = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/checkout',
    );
    await page.getByRole('link', { name: 'Process Payments' }).click();
    expect(policyOf(await checkout)).toContain('https://js.stripe.com');
    await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
    await page.goto('/schedule');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the kiosk takes a PIN and a drawn signature with no policy violation', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const family = await addFamilyByApi(request, 'Policy Kiosk Child');
    const guardian = await guardianWithPin(request, family);
    await openKioskByApi(page, request, await staffToken(request), `Policy ${uniqueTag()}`);
    await typeKioskPin(page, guardian.pin);
    await page.getByRole('button', { name: family.child.name }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // signature_pad draws on a canvas and hands back a PNG data URL: nothing the policy refuses.
    await drawSignature(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('img', { name: 'Signature' })).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the owner opens the financial dashboard with no policy violation', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    await addCustomer(request, 'Policy Child');
    await openFinancialAsOwner(page);
    const reloaded = await page.reload();
    expect(policyOf(reloaded)).toContain("connect-src 'self'");
    expect(policyOf(reloaded)).not.toContain('stripe');
    await expect(page.getByRole('heading', { name: 'Weekly Payment Tracking' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("a parent uses the portal with no policy violation and Stripe's sources refused", async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const login = await page.goto('/customer-login');
    expect(policyOf(login)).toContain("frame-ancestors 'none'");
    expect(policyOf(login)).not.toContain('stripe');
    const family = await addFamily(request, 'Policy Parent', ['Monday', 'Thursday']);
    await openFamilySchedule(page, family);
    expect(await violations()).toEqual([]);
  });
});

test.describe('framing', () => {
  let framer: Server;
  let framerUrl: string;

  test.beforeAll(async () => {
    // Another port of the same host: same site, another origin.
    framer = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(
        `<!doctype html><title>Elsewhere</title><iframe src="http://127.0.0.1:${E2E_PORT}/financial" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => framer.close(() => resolve())));

  test('a page on another origin cannot show the app in a frame', async ({ page }) => {
    await signInAsStaff(page, '/');
    const refused = page.waitForEvent('console', {
      predicate: (message) => /frame-ancestors|X-Frame-Options/.test(message.text()),
      timeout: 15_000,
    });
    await page.goto(framerUrl);
    await refused;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  });
});
