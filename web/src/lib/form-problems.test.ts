import {
  createContactPayloadSchema,
  proposePickupPayloadSchema,
  updateOwnContactPayloadSchema,
} from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { problemsOf } from './form-problems.ts';

function problemsIn(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the value to be refused');
  return problemsOf(parsed.error.issues);
}

describe('problemsOf', () => {
  it("puts each of the schema's problems under its own field, the first one only", () => {
    const problems = problemsIn(createContactPayloadSchema, {
      name: ' ',
      phone: 'call me',
      roles: [],
    });
    expect(problems.name).toBe('Name is required');
    expect(problems.phone).toMatch(/^Phone must be a number/);
  });

  it('gives each field the shared schema’s message', () => {
    expect(problemsIn(updateOwnContactPayloadSchema, { phone: 'call me', email: 'ana@' })).toEqual({
      phone: 'Phone must be a number such as 555-0100 or +1 (555) 010-0100',
      email: 'Email must be a valid email address or empty',
    });
  });

  it('keeps the first problem of a field that has several', () => {
    expect(problemsIn(proposePickupPayloadSchema, { name: '   ', phone: 'x'.repeat(300) })).toEqual(
      {
        name: 'Name is required',
        phone: 'Must be at most 200 characters',
      },
    );
  });
});
