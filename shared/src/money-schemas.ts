/**
 * @module
 * Zod schemas of money (the rules are in `money.ts`): what a payload or a stored row may hold as
 * an amount. Written with zod/mini so the parent's screens read money without zod's classic
 * API (decision 045); the classic schemas take these as they are.
 */
import * as z from 'zod/mini';
import { type Cents, formatMoney, MONEY_FORMAT_HINT, parseMoney } from './money.ts';

function moneyIssue(value: string | number): string | null {
  try {
    parseMoney(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const moneyInputSchema = z
  .union([z.string(), z.number()], { error: `Expected ${MONEY_FORMAT_HINT}` })
  .check((ctx) => {
    const message = moneyIssue(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** Zod schema: a decimal string or number in decimal(10,2) form, output as integer Cents. */
export const moneySchema = z.pipe(
  moneyInputSchema,
  z.transform((value: string | number): Cents => parseMoney(value)),
);

/** Zod schema: a decimal(10,2) string such as '12.5' or '150', output normalized to '12.50'. */
export const moneyStringSchema = z.pipe(
  z.string({ error: `Expected ${MONEY_FORMAT_HINT} as a string` }).check((ctx) => {
    const message = moneyIssue(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  }),
  z.transform((value: string) => formatMoney(parseMoney(value))),
);

/** Zod schema: a decimal string or number, output as the normalized decimal string. */
export const moneyValueSchema = z.pipe(
  moneyInputSchema,
  z.transform((value: string | number) => formatMoney(parseMoney(value))),
);
