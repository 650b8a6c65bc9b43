import { createContactPayloadSchema } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { problemsOf } from './form-problems.ts';

describe('problemsOf', () => {
  it("puts each of the schema's problems under its own field, the first one only", () => {
    const parsed = createContactPayloadSchema.safeParse({
      name: ' ',
      phone: 'call me',
      roles: [],
    });
    expect(parsed.success).toBe(false);
    const problems = problemsOf(parsed.error?.issues ?? []);
    expect(problems.name).toBe('Name is required');
    expect(problems.phone).toMatch(/^Phone must be a number/);
  });
});
