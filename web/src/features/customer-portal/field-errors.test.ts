import { proposePickupPayloadSchema, updateOwnContactPayloadSchema } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the value to be refused');
  return fieldErrors(parsed.error);
}

describe('a form’s problems by field', () => {
  it('gives each field the shared schema’s message', () => {
    expect(errorsOf(updateOwnContactPayloadSchema, { phone: 'call me', email: 'ana@' })).toEqual({
      phone: 'Phone must be a number such as 555-0100 or +1 (555) 010-0100',
      email: 'Email must be a valid email address or empty',
    });
  });

  it('keeps the first problem of a field that has several', () => {
    expect(errorsOf(proposePickupPayloadSchema, { name: '   ', phone: 'x'.repeat(300) })).toEqual({
      name: 'Name is required',
      phone: 'Must be at most 200 characters',
    });
  });
});
