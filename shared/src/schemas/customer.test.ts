import { describe, expect, test } from 'vitest';
import { NEW_CUSTOMER_HOURLY_RATE } from '../constants.ts';
import {
  createCustomerPayloadSchema,
  customerSchema,
  DEFAULT_DAY_FIELDS,
  defaultWeekdays,
  insertCustomerSchema,
  updateScheduleSchema,
} from './customer.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';

function messages(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('customerSchema', () => {
  test('applies the column defaults of spec section 3', () => {
    const customer = customerSchema.parse({
      id: CUSTOMER_ID,
      name: 'Ada Lovelace',
      createdAt: '2026-11-16T14:05:00.000Z',
    });
    expect(customer).toMatchObject({
      hourlyRate: '25.00',
      autoPayment: false,
      defaultMonday: false,
      defaultFriday: false,
      email: null,
      notes: null,
    });
  });

  test('rejects a non-uuid id and a float rate', () => {
    const result = customerSchema.safeParse({
      id: 'abc',
      name: 'Ada',
      hourlyRate: 12.5,
      createdAt: '2026-11-16T14:05:00.000Z',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'hourlyRate']);
  });
});

describe('insertCustomerSchema', () => {
  test('needs only a trimmed name', () => {
    const customer = insertCustomerSchema.parse({ name: '  Grace Hopper ' });
    expect(customer.name).toBe('Grace Hopper');
    expect(customer.hourlyRate).toBe('25.00');
    expect('id' in customer).toBe(false);
  });

  test("says 'Name is required' for a missing or blank name", () => {
    expect(messages(insertCustomerSchema.safeParse({}))).toEqual(['Name is required']);
    expect(messages(insertCustomerSchema.safeParse({ name: '   ' }))).toEqual(['Name is required']);
  });
});

describe('createCustomerPayloadSchema', () => {
  test('accepts what the Add Customer dialog sends', () => {
    const payload = createCustomerPayloadSchema.parse({
      name: 'Ada Lovelace',
      email: '',
      phone: '',
      hourlyRate: NEW_CUSTOMER_HOURLY_RATE,
    });
    expect(payload).toEqual({ name: 'Ada Lovelace', email: '', phone: '', hourlyRate: '12.50' });
  });

  test("normalizes a numeric rate, and leaves an absent one to the owner's default", () => {
    expect(createCustomerPayloadSchema.parse({ name: 'A', hourlyRate: 12.5 }).hourlyRate).toBe(
      '12.50',
    );
    expect(createCustomerPayloadSchema.parse({ name: 'A' })).toEqual({
      name: 'A',
      email: '',
      phone: '',
    });
  });

  test('rejects bad email, negative rate, wrong types and unknown fields', () => {
    expect(messages(createCustomerPayloadSchema.safeParse({ name: 'A', email: 'nope' }))).toEqual([
      'Email must be a valid email address or empty',
    ]);
    expect(
      messages(createCustomerPayloadSchema.safeParse({ name: 'A', hourlyRate: '-1' })),
    ).toEqual(['hourlyRate cannot be negative']);
    expect(messages(createCustomerPayloadSchema.safeParse({ name: 42 }))).toEqual([
      'Invalid input: expected string, received number',
    ]);
    expect(messages(createCustomerPayloadSchema.safeParse({ name: 'A', admin: true }))).toEqual([
      'Unrecognized key: "admin"',
    ]);
    expect(createCustomerPayloadSchema.safeParse(null).success).toBe(false);
  });
});

describe('updateScheduleSchema', () => {
  const allDays = {
    defaultMonday: true,
    defaultTuesday: false,
    defaultWednesday: true,
    defaultThursday: false,
    defaultFriday: true,
  };

  test('needs all five booleans', () => {
    expect(updateScheduleSchema.parse(allDays)).toEqual(allDays);
    const { defaultFriday: _, ...fourDays } = allDays;
    expect(updateScheduleSchema.safeParse(fourDays).error?.issues[0]?.path).toEqual([
      'defaultFriday',
    ]);
    expect(updateScheduleSchema.safeParse({ ...allDays, defaultMonday: 'yes' }).success).toBe(
      false,
    );
  });

  test('DEFAULT_DAY_FIELDS and defaultWeekdays map weekdays to columns', () => {
    expect(DEFAULT_DAY_FIELDS.thursday).toBe('defaultThursday');
    expect(defaultWeekdays(allDays)).toEqual(['monday', 'wednesday', 'friday']);
  });
});
