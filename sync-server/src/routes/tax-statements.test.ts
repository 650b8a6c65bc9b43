/**
 * The year-end statement for tax forms (GET /api/families/{id}/tax-statements/{year}[.pdf] for
 * the owner, /api/customer/tax-statements/{year}[.pdf] for the parent): every role, bad years,
 * and the PDF read back with pdftotext, across a year boundary in the facility's zone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dateAt } from '@cubby/shared/facility-clock';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { customers, payments } from '../db/schema.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { postSignedEvent, usePaymentsFixture } from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';

let app: TestApp;
let ada: TestFamily;
const dir = mkdtempSync(path.join(tmpdir(), 'cubby-tax-'));

usePaymentsFixture((fixture) => {
  ({ app, ada } = fixture);
});

const owner = () => createSession(app.db, { role: 'owner', subject: app.accountIds.owner }).token;
const parent = () =>
  createSession(app.db, { role: 'customer', subject: ada.loginId, familyId: ada.familyId }).token;

// A card payment from the portal at a facility time, settled by Stripe's signed webhook.
async function payByCard(amount: number, date: string, hours: number, minutes: number) {
  vi.setSystemTime(facilityInstant(date, hours, minutes));
  const started = await app.request('POST', '/api/customer/payment-intent', {
    token: parent(),
    body: { amount, requestId: `${date}-${hours}` },
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const intent =
    app.db
      .select()
      .from(payments)
      .all()
      .find((row) => row.status === 'pending')?.stripePaymentIntentId ?? '';
  const payload = JSON.stringify({
    id: `evt_${intent}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: intent, object: 'payment_intent' } },
  });
  expect((await postSignedEvent(app, payload)).status).toBe(200);
}

async function setUpYear() {
  const token = owner();
  const settings = await app.request('PUT', '/api/settings', {
    token,
    body: {
      businessName: 'Little Acorns Day Care',
      address: '1 Oak Lane, Springfield',
      taxId: '12-3456789',
    },
  });
  expect(settings.status, await settings.clone().text()).toBe(200);
  app.db
    .insert(customers)
    .values({
      id: crypto.randomUUID(),
      familyId: ada.familyId,
      name: 'Byron Lovelace',
      birthDate: '2023-04-05',
    })
    .run();
  const fee = await app.request('POST', `/api/families/${ada.familyId}/adjustments`, {
    token,
    body: { amount: '15.00', reason: 'Late pick-up', kind: 'late-fee', date: '2026-11-15' },
  });
  expect(fee.status, await fee.clone().text()).toBe(201);
  const cash = await app.request('POST', '/api/payments', {
    token,
    body: {
      familyId: ada.familyId,
      amount: '20.00',
      method: 'cash',
      receivedOn: '2026-11-18',
      payerName: 'Grandma Lovelace',
    },
  });
  expect(cash.status).toBe(201);
  const reversed = await app.request('POST', '/api/payments', {
    token,
    body: {
      familyId: ada.familyId,
      amount: '5.00',
      method: 'cheque',
      receivedOn: '2026-11-19',
      payerName: 'Grandma Lovelace',
    },
  });
  const { id } = (await reversed.json()) as { id: string };
  expect(
    (
      await app.request('POST', `/api/payments/${id}/reversal`, {
        token,
        body: { reason: 'Bounced' },
      })
    ).status,
  ).toBe(200);
  // 23:30 on 31 December at the facility is already 1 January in UTC: it counts in 2026.
  await payByCard(50, '2026-12-31', 23, 30);
  expect(dateAt(new Date(), 'UTC')).toBe('2027-01-01');
  // Half an hour after midnight at the facility: 2027.
  await payByCard(30, '2027-01-01', 0, 30);
}

function pdfText(pdf: ArrayBuffer): string {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, Buffer.from(pdf));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  rmSync(file);
  return text;
}

describe('year-end statements', () => {
  it('counts each payment in its facility year, per payer, with late fees apart', async () => {
    await setUpYear();
    const response = await app.request('GET', `/api/families/${ada.familyId}/tax-statements/2026`, {
      token: owner(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const statement = await response.json();
    expect(statement).toMatchObject({
      year: 2026,
      provider: {
        name: 'Little Acorns Day Care',
        address: '1 Oak Lane, Springfield',
        taxId: '12-3456789',
      },
      family: 'Ada Lovelace',
      children: [
        { name: 'Ada Lovelace', birthDate: null },
        { name: 'Byron Lovelace', birthDate: '2023-04-05' },
      ],
      payments: [
        { date: '2026-11-18', payer: 'Grandma Lovelace', method: 'Cash', amount: '20.00' },
        { date: '2026-12-31', payer: 'Parent of Ada Lovelace', method: 'Card', amount: '50.00' },
      ],
      perPayer: [
        { payer: 'Grandma Lovelace', amount: '20.00' },
        { payer: 'Parent of Ada Lovelace', amount: '50.00' },
      ],
      total: '70.00',
      lateFees: [{ date: '2026-11-15', amount: '15.00' }],
      lateFeesPaid: '15.00',
      careTotal: '55.00',
    });
    const next = await app.request('GET', '/api/customer/tax-statements/2027', { token: parent() });
    expect(await next.json()).toMatchObject({
      total: '30.00',
      payments: [{ date: '2027-01-01', amount: '30.00' }],
    });
  });

  it('draws the PDF with the provider, tax id, each child and the totals', async () => {
    await setUpYear();
    for (const [url, token] of [
      [`/api/families/${ada.familyId}/tax-statements/2026.pdf`, owner()],
      ['/api/customer/tax-statements/2026.pdf', parent()],
    ] as const) {
      const response = await app.request('GET', url, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const text = pdfText(await response.arrayBuffer());
      for (const expected of [
        'Year-end statement 2026',
        'Little Acorns Day Care',
        '1 Oak Lane, Springfield',
        '12-3456789',
        'Ada Lovelace',
        'Byron Lovelace (born 04-05-2023)',
        'Grandma Lovelace',
        '$70.00',
        '$55.00',
        'Late fees (not care expenses)',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('$30.00');
      expect(text).not.toContain('Bounced');
    }
    const next = await app.request('GET', '/api/customer/tax-statements/2027.pdf', {
      token: parent(),
    });
    expect(pdfText(await next.arrayBuffer())).toContain('$30.00');
  });

  it('admits the owner for any family and a parent for their own only', async () => {
    const kiosk = kioskFor(app.db).token;
    const other = await app.addFamily('Bob Other');
    const familyUrl = `/api/families/${ada.familyId}/tax-statements/2026.pdf`;
    for (const [token, status] of [
      [owner(), 200],
      [app.tokens.staff, 403],
      [ada.token, 403],
      [other.token, 403],
      [kiosk, 403],
      [undefined, 401],
    ] as const) {
      const response = await app.request('GET', familyUrl, token ? { token } : {});
      expect(response.status, String(token)).toBe(status);
    }
    for (const [token, status] of [
      [ada.token, 200],
      [owner(), 403],
      [app.tokens.staff, 403],
      [kiosk, 403],
      [undefined, 401],
    ] as const) {
      const response = await app.request(
        'GET',
        '/api/customer/tax-statements/2026',
        token ? { token } : {},
      );
      expect(response.status).toBe(status);
    }
    // A parent's statement is their own family's, whatever they ask.
    const own = await app.request('GET', '/api/customer/tax-statements/2026', {
      token: other.token,
    });
    expect(await own.json()).toMatchObject({ family: 'Bob Other', total: '0.00' });
  });

  it('refuses a bad year and an unknown family', async () => {
    for (const year of ['26', '20266', 'abcd', '1999', '2101', '2026.txt', '2026.pdf.pdf']) {
      const response = await app.request('GET', `/api/customer/tax-statements/${year}`, {
        token: ada.token,
      });
      expect(response.status, year).toBe(400);
    }
    const unknown = await app.request(
      'GET',
      `/api/families/${crypto.randomUUID()}/tax-statements/2026`,
      { token: owner() },
    );
    expect(unknown.status).toBe(404);
    const badId = await app.request('GET', '/api/families/nope/tax-statements/2026', {
      token: owner(),
    });
    expect(badId.status).toBe(400);
  });
});
