/**
 * The answers the web app reads, checked against the schemas it reads them with
 * (shared/src/schemas/responses.ts): every route below answers in its schema's shape, and a
 * schema refuses an answer whose field was renamed, so neither side can drift alone.
 */
import {
  confirmationResponseSchema,
  createdCustomerResponseSchema,
  customerReportResponseSchema,
  customerResponseSchema,
  outstandingBalanceResponseSchema,
  ownerLoginResponseSchema,
  ownerValidationResponseSchema,
  paymentIntentResponseSchema,
  staffLoginResponseSchema,
  staffUserResponseSchema,
} from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { MONDAY, type PaymentsFixture, startPaymentsFixture } from '../testing/payments-fixture.ts';
import { TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';

let fixture: PaymentsFixture;
let app: TestApp;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  fixture = await startPaymentsFixture();
  app = fixture.app;
});
afterEach(async () => {
  await fixture.close();
  vi.useRealTimers();
});

async function answer(
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<unknown> {
  const response = await app.request(method, url, options);
  expect(response.status, `${method} ${url}`).toBeLessThan(300);
  return response.json();
}

function expectShape(schema: z.ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
}

describe('the answers the web app reads', () => {
  it('have the shapes of their shared schemas', async () => {
    const { ada } = fixture;
    const staff = app.tokens.staff;
    const owner = fixture.ownerToken;
    const checks: Array<[z.ZodType, unknown]> = [
      [
        staffLoginResponseSchema,
        await answer('POST', '/api/login', {
          body: { username: 'staff', password: TEST_PASSWORDS.staff },
        }),
      ],
      [staffUserResponseSchema, await answer('GET', '/api/user', { token: staff })],
      [
        ownerLoginResponseSchema,
        await answer('POST', '/api/owner-login', {
          body: { username: 'owner', password: TEST_PASSWORDS.owner },
        }),
      ],
      [
        ownerValidationResponseSchema,
        await answer('POST', '/api/owner/validate', { body: { token: owner } }),
      ],
      [
        createdCustomerResponseSchema,
        await answer('POST', '/api/customers', {
          token: staff,
          body: { name: 'Grace Hopper', email: '', phone: '', hourlyRate: '12.50' },
        }),
      ],
      ...((await answer('GET', '/api/customers', { token: staff })) as unknown[]).map(
        (customer): [z.ZodType, unknown] => [customerResponseSchema, customer],
      ),
      [
        outstandingBalanceResponseSchema,
        await answer('GET', `/api/customers/${ada.customerId}/outstanding-balance`, {
          token: owner,
        }),
      ],
      [
        paymentIntentResponseSchema,
        await answer('POST', '/api/create-payment-intent', {
          token: staff,
          body: { customerId: ada.customerId, amount: 112.5 },
        }),
      ],
      [
        customerReportResponseSchema,
        await answer(
          'GET',
          `/api/customer-report?customerId=${ada.customerId}&startDate=${MONDAY}&endDate=${MONDAY}`,
          { token: owner },
        ),
      ],
    ];
    await answer('POST', '/api/customer/schedule/confirm-week', {
      token: ada.token,
      body: { weekStart: MONDAY, status: 'confirmed', details: {} },
    });
    const confirmations = await answer('GET', `/api/confirmations/weekly?weekStart=${MONDAY}`, {
      token: staff,
    });
    checks.push([confirmationResponseSchema, (confirmations as unknown[])[0]]);
    checks.push([
      confirmationResponseSchema,
      await answer('GET', `/api/customer/confirmation/${MONDAY}`, { token: ada.token }),
    ]);

    for (const [schema, value] of checks) expectShape(schema, value);
    const balance = checks.find(([schema]) => schema === outstandingBalanceResponseSchema)?.[1];
    expect(balance).toMatchObject({ outstandingBalance: '112.50', unpaidSessions: 2 });
  });

  it('are refused when a field is renamed', async () => {
    const user = await answer('GET', '/api/user', { token: app.tokens.staff });
    const { timeZone, ...rest } = user as { timeZone: string };
    expect(staffUserResponseSchema.safeParse({ ...rest, facilityZone: timeZone }).success).toBe(
      false,
    );
    const balance = await answer(
      'GET',
      `/api/customers/${fixture.ada.customerId}/outstanding-balance`,
      { token: fixture.ownerToken },
    );
    const { sessions, ...others } = balance as { sessions: unknown[] };
    expect(
      outstandingBalanceResponseSchema.safeParse({ ...others, unpaidDays: sessions }).success,
    ).toBe(false);
  });
});
