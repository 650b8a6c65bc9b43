/**
 * @module
 * The REST side of the parent write budget (`services/parent-writes/write-budget.ts`, decision
 * 066): placed after `authorize` on every route by which a parent changes something, it takes
 * one write before the request is read, and answers 429 with Retry-After once the budget is spent.
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import {
  parentWriterOf,
  takeParentWrite,
  tooManyWritesMessage,
} from '../services/parent-writes/write-budget.ts';
import type { AppEnv } from './app-env.ts';
import { fail } from './errors.ts';

/** Middleware that counts a parent's write against their budget; others pass untouched. */
export function limitParentWrites(db: Db, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const writer = parentWriterOf(c.get('principal'));
    if (writer) {
      const retryAfterMs = takeParentWrite(db, writer, now());
      if (retryAfterMs > 0) {
        c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
        fail(429, tooManyWritesMessage(retryAfterMs));
      }
    }
    await next();
  };
}
