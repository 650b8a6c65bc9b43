/**
 * @module
 * How often a parent may change anything (decision 066). Every parent write, over REST (an
 * answer, a pick-up proposal, a contact edit, a PIN, a payment, autopay, a notice read) and
 * through a family document (each update that brings the server something new), takes one write
 * from two budgets: the login's, so one phone cannot write without end, and the family's, so a
 * family's several logins cannot multiply it. Counted in SQLite (`attempt-limits.ts`), so a
 * restart forgives nothing. Past either budget, writes wait until its hour is over. A feature
 * that lets parents write (messages) takes from the same budget through `takeParentWrite`.
 */
import type { Principal } from '@cubby/shared/access';
import type { Db } from '../../db/client.ts';
import { blockedForMs, takeAttempt } from '../attempt-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Writes an hour: a family answering two weeks for three children, changing its mind, editing
 * its details and paying makes about 20; the sync benchmark's busiest parent makes 18.
 */
export const PARENT_WRITE_BUDGET = { perLogin: 60, perFamily: 100, windowMs: HOUR_MS } as const;

/** Who writes: the parent's login and their family. */
export interface ParentWriter {
  loginId: string;
  familyId: string;
}

/** The writer whose budgets a principal's writes take: a parent; null for anyone else. */
export function parentWriterOf(principal: Principal): ParentWriter | null {
  return principal.role === 'customer'
    ? { loginId: principal.subject, familyId: principal.familyId }
    : null;
}

/** Takes one write from the writer's budgets: 0 to go ahead, else how many ms until they may. */
export function takeParentWrite(
  db: Pick<Db, 'insert' | 'select' | 'update'>,
  writer: ParentWriter,
  now: Date,
): number {
  const login = `parent-write:login:${writer.loginId}`;
  const family = `parent-write:family:${writer.familyId}`;
  // A budget already spent costs no write, and does not eat into the other.
  const blocked = Math.max(blockedForMs(db, login, now), blockedForMs(db, family, now));
  if (blocked > 0) return blocked;
  const { perLogin, perFamily, windowMs } = PARENT_WRITE_BUDGET;
  return (
    takeAttempt(db, login, { max: perLogin, windowMs }, now) ||
    takeAttempt(db, family, { max: perFamily, windowMs }, now)
  );
}

/** What a parent reads when the budget is spent: how long to wait, in whole minutes. */
export function tooManyWritesMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many changes in a short time. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
