import { describe, expect, test } from 'vitest';
import { parseMoney } from '../money.ts';
import {
  createPaymentIntentPayloadSchema,
  paymentSchema,
  recordPaymentPayloadSchema,
} from './payment.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';

describe('paymentSchema', () => {
  test("status defaults to 'pending', method to 'card', and amount is a decimal string", () => {
    const payment = paymentSchema.parse({
      id: 'p1',
      customerId: CUSTOMER_ID,
      amount: '150',
      receivedOn: '2026-11-16',
      createdAt: '2026-11-16T15:00:00.000Z',
    });
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'card',
      amount: '150.00',
      sessionId: null,
      note: null,
    });
  });
});

describe('createPaymentIntentPayloadSchema', () => {
  test('takes the balance as a number of dollars', () => {
    const payload = createPaymentIntentPayloadSchema.parse({
      amount: 37.5,
      customerId: CUSTOMER_ID,
    });
    expect(payload.amount).toBe(37.5);
    expect(parseMoney(payload.amount)).toBe(3750);
  });

  test('rejects zero, negative, inexact and string amounts', () => {
    const message = (amount: unknown) =>
      createPaymentIntentPayloadSchema.safeParse({ amount, customerId: CUSTOMER_ID }).error
        ?.issues[0]?.message;
    expect(message(0)).toBe('amount must be greater than 0');
    expect(message(-5)).toBe('amount must be greater than 0');
    expect(message(0.1 + 0.2)).toBe(
      'amount must have at most 2 decimal places and be below 100000000',
    );
    expect(message('37.50')).toBe('amount must be a number of dollars');
    expect(message(Number.NaN)).toBe('amount must be a number of dollars');
  });
});

describe('recordPaymentPayloadSchema', () => {
  const valid = {
    customerId: CUSTOMER_ID,
    amount: '75.5',
    method: 'cheque',
    receivedOn: '2026-11-17',
  };

  test('takes the amount as dollars, string or number, and gives exact cents', () => {
    expect(recordPaymentPayloadSchema.parse(valid)).toEqual({ ...valid, amount: 7550 });
    expect(recordPaymentPayloadSchema.parse({ ...valid, amount: 0.1 }).amount).toBe(10);
    expect(recordPaymentPayloadSchema.parse({ ...valid, note: '  #1042 ' }).note).toBe('#1042');
  });

  test('refuses cards, zero, sub-cent amounts and unknown fields', () => {
    for (const bad of [
      { ...valid, method: 'card' },
      { ...valid, amount: '0' },
      { ...valid, amount: '1.005' },
      { ...valid, receivedOn: '11-17-2026' },
      { ...valid, extra: 1 },
    ]) {
      expect(recordPaymentPayloadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
