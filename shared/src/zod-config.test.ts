import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { config } from 'zod/v4/core';
import { validateWithoutEval } from './zod-config.ts';

describe('validateWithoutEval', () => {
  afterEach(() => {
    config({ jitless: false });
  });

  it('turns off the code zod would generate, as zod itself reads its configuration', () => {
    expect(config().jitless).not.toBe(true);
    validateWithoutEval();
    expect(config().jitless).toBe(true);
  });

  it('leaves schemas validating as before', () => {
    validateWithoutEval();
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.safeParse({ name: 'Ada', age: 3 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Ada', age: '3' }).success).toBe(false);
  });
});
