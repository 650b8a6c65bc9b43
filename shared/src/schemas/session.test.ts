import { describe, expect, test } from 'vitest';
import {
  checkInPayloadSchema,
  checkOutPayloadSchema,
  insertSessionSchema,
  sessionSchema,
} from './session.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';

describe('sessionSchema', () => {
  test('an open visit has no check-out, duration or cost, and is unpaid', () => {
    const session = sessionSchema.parse({
      id: 's1',
      customerId: CUSTOMER_ID,
      checkInTime: '2026-11-16T15:00:00.000Z',
      createdAt: '2026-11-16T15:00:00.000Z',
    });
    expect(session).toMatchObject({
      checkOutTime: null,
      duration: null,
      totalCost: null,
      isPaid: false,
    });
  });

  test('rejects a fractional duration and a bad timestamp', () => {
    const result = sessionSchema.safeParse({
      id: 's1',
      customerId: CUSTOMER_ID,
      checkInTime: 'yesterday',
      duration: 1.5,
      createdAt: '2026-11-16T15:00:00.000Z',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['checkInTime', 'duration']);
  });

  test('the insert schema drops the server-computed columns (spec section 5)', () => {
    const insert = insertSessionSchema.parse({
      customerId: CUSTOMER_ID,
      checkInTime: '2026-11-16T15:00:00.000Z',
      duration: 99,
      totalCost: '1.00',
    });
    expect(insert).toEqual({
      customerId: CUSTOMER_ID,
      checkInTime: '2026-11-16T15:00:00.000Z',
      checkOutTime: null,
      isPaid: false,
    });
  });
});

describe('check-in and check-out payloads', () => {
  test('carry exactly a customer id', () => {
    for (const schema of [checkInPayloadSchema, checkOutPayloadSchema]) {
      expect(schema.parse({ customerId: CUSTOMER_ID })).toEqual({ customerId: CUSTOMER_ID });
      expect(schema.safeParse({}).error?.issues[0]?.message).toBe('customerId is required');
      expect(schema.safeParse({ customerId: 7 }).error?.issues[0]?.message).toBe(
        'customerId must be a UUID',
      );
      expect(schema.safeParse({ customerId: CUSTOMER_ID, at: 1 }).success).toBe(false);
    }
  });
});
