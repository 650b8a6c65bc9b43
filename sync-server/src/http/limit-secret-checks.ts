/**
 * @module
 * How often a signed-in person may get their own current password, or a parent their welcome
 * code, wrong (decision 068): 5 wrong answers per account in 15 minutes. Past that, every check
 * of that account answers 429 with Retry-After until the 15 minutes from the first are over.
 * Counted in SQLite (`services/attempt-limits.ts`) per account, not per address or session:
 * whoever asks already holds a session, and the account is what they guess against. An attempt
 * is counted before the slow hash check, so parallel guesses cannot pass the limit; a right
 * answer forgets the wrong ones before it. A refusal here leaves the session as it was.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { clearAttempts, takeAttempt } from '../services/attempt-limits.ts';
import { fail } from './errors.ts';

/** Wrong answers one account may give in a window before its checks are refused. */
export const SECRET_CHECK_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

/** The account whose own secrets are checked: a staff or owner account, or a parent login. */
export type SecretHolder = { kind: 'account' | 'parent-login'; id: string };

/** Runs a check of a holder's own secret; its answer, or 429 once too many were wrong. */
export type SecretCheckLimit = (check: () => Promise<boolean>) => Promise<boolean>;

/** The limit on `holder`'s checks, for this request (it answers the 429 and Retry-After). */
export function limitSecretChecks(c: Context, db: Db, holder: SecretHolder): SecretCheckLimit {
  const key = `own-secret:${holder.kind}:${holder.id}`;
  return async (check) => {
    const now = new Date();
    const retryAfterMs = takeAttempt(db, key, SECRET_CHECK_LIMIT, now);
    if (retryAfterMs > 0) refuse(c, retryAfterMs);
    const right = await check();
    if (right) clearAttempts(db, key);
    return right;
  };
}

function refuse(c: Context, retryAfterMs: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return fail(
    429,
    `Too many wrong answers. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
