import { getStaffNote } from '@cubby/shared/docs';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '../auth/cookies.ts';
import { customerLogins } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { isSameOrigin } from './same-origin.ts';
import { CROSS_ORIGIN_MESSAGE, NOT_JSON_MESSAGE } from './write-guard.ts';

// The probe's attack: a page on another port of the same host (same site, so the Lax cookie
// rides along) posts to the app on port 3000.
const APP = 'http://localhost:3000';
const OTHER_PORT = 'http://localhost:4000';
const MONDAY = '2026-11-16';
const WEBHOOK_SECRET = 'whsec_cubby_test';

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  app = await createTestApp({ config: { stripeWebhookSecret: WEBHOOK_SECRET } });
  ada = await app.addFamily('Ada Lovelace');
});
afterEach(() => app.close());

const cookie = (role: keyof typeof SESSION_COOKIES, token: string) => ({
  Cookie: `${SESSION_COOKIES[role]}=${token}`,
});
const passwordHash = () =>
  app.db.select().from(customerLogins).where(eq(customerLogins.id, ada.loginId)).get()
    ?.passwordHash;
const staffNote = () =>
  getStaffNote(app.core.registry.open({ kind: 'week', monday: MONDAY }).ydoc, ada.customerId);
const noteBody = (note: string) =>
  JSON.stringify({ customerId: ada.customerId, weekStart: MONDAY, note });

describe('a write whose body is not JSON', () => {
  it("is refused with 415 and does not change a signed-in parent's password", async () => {
    const before = passwordHash();
    const response = await app.request('POST', `${APP}/api/customer/change-password`, {
      rawBody: JSON.stringify({ newPassword: 'chosen-by-attacker' }),
      headers: { 'Content-Type': 'text/plain', ...cookie('customer', ada.token) },
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toBe(NOT_JSON_MESSAGE);
    expect(passwordHash()).toBe(before);
  });

  it('is refused with 415 and writes no staff note with a staff cookie', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
        rawBody: noteBody('Written by another page'),
        headers: { 'Content-Type': type, ...cookie('staff', app.tokens.staff) },
      });
      expect(response.status, type).toBe(415);
    }
    expect(staffNote()).toBe('');
  });

  it('is refused with 415 when it has a body and no type at all', async () => {
    const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
      headers: { 'Content-Length': '12', ...cookie('staff', app.tokens.staff) },
    });
    expect(response.status).toBe(415);
  });
});

describe('a write from another origin', () => {
  it('is refused with 403 when its Origin is another port of the same host', async () => {
    const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
      rawBody: noteBody('Written by another page'),
      headers: { Origin: OTHER_PORT, ...cookie('staff', app.tokens.staff) },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CROSS_ORIGIN_MESSAGE);
    expect(staffNote()).toBe('');
  });

  it('is refused with 403 when the browser says it came from the same site or another', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
        rawBody: noteBody('Written by another page'),
        headers: { 'Sec-Fetch-Site': site, ...cookie('staff', app.tokens.staff) },
      });
      expect(response.status, site).toBe(403);
    }
    expect(staffNote()).toBe('');
  });

  it('is refused with 403 from an opaque origin, even with no body (logout)', async () => {
    const response = await app.request('POST', `${APP}/api/customer/logout`, {
      headers: { Origin: 'null', ...cookie('customer', ada.token) },
    });
    expect(response.status).toBe(403);
  });

  it('is refused with 403 when X-Forwarded-Host is sent to a server with no trusted proxy', async () => {
    const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
      rawBody: noteBody('Written by another page'),
      headers: {
        Origin: OTHER_PORT,
        'X-Forwarded-Host': 'localhost:4000',
        ...cookie('staff', app.tokens.staff),
      },
    });
    expect(response.status).toBe(403);
  });
});

describe('a write the app or a non-browser client sends', () => {
  it('is let in with a bearer token and neither Origin nor Sec-Fetch-Site', async () => {
    const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
      token: app.tokens.staff,
      rawBody: noteBody('From a script'),
    });
    expect(response.status).toBe(200);
    expect(staffNote()).toBe('From a script');
  });

  it('is let in from the same origin, by Origin or by Sec-Fetch-Site', async () => {
    const ways: Record<string, string>[] = [
      { Origin: APP },
      { 'Sec-Fetch-Site': 'same-origin', Origin: APP },
    ];
    for (const headers of ways) {
      const response = await app.request('POST', `${APP}/api/weekly-notes/staff`, {
        rawBody: noteBody(`From the app ${Object.keys(headers).length}`),
        headers: { ...headers, ...cookie('staff', app.tokens.staff) },
      });
      expect(response.status).toBe(200);
    }
    expect(staffNote()).toBe('From the app 2');
  });

  it('is let in with no body and no type (logout) from the same origin', async () => {
    const response = await app.request('POST', `${APP}/api/customer/logout`, {
      headers: { Origin: APP, ...cookie('customer', ada.token) },
    });
    expect(response.status).toBe(200);
  });

  it('is let in behind a trusted proxy that rewrites Host, by X-Forwarded-Host', async () => {
    const proxied = await createTestApp({ config: { trustedProxies: 1 } });
    try {
      const response = await proxied.request('POST', 'http://127.0.0.1:3000/api/logout', {
        headers: { Origin: 'https://cubby.example', 'X-Forwarded-Host': 'cubby.example' },
      });
      expect(response.status).toBe(200);
    } finally {
      proxied.close();
    }
  });

  it("is Stripe's webhook: JSON with a charset, no Origin, still answered", async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await app.request('POST', `${APP}/api/stripe/webhook`, {
      rawBody: payload,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'Stripe-Signature': signature,
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });
});

describe('the sync endpoint shares the rule', () => {
  const upgrade = (headers: Record<string, string>) => ({
    headers: { host: 'localhost:3000', ...headers },
  });

  it('refuses a same-site page on another port, by Origin or by Sec-Fetch-Site', () => {
    expect(isSameOrigin(upgrade({ origin: OTHER_PORT }))).toBe(false);
    expect(isSameOrigin(upgrade({ origin: APP, 'sec-fetch-site': 'same-site' }))).toBe(false);
  });

  it('admits the app itself and clients that are no browser', () => {
    expect(isSameOrigin(upgrade({ origin: APP }))).toBe(true);
    expect(isSameOrigin(upgrade({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(upgrade({}))).toBe(true);
  });
});
