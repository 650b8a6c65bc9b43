/**
 * @module
 * What a kiosk was answered, by the action id it sent (decision 028). A kiosk that lost the
 * answer, or one sending what it did offline, sends the same action again: it gets the first
 * answer back and nothing is written twice. A day is long enough: a kiosk's `at` may be at most
 * 12 hours old, so an older action could not be sent again anyway.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kioskActions } from '../db/schema.ts';

/** How long an answer is kept for a resend. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** An answer as it was given: its status and body. */
export interface KioskAnswer {
  status: 200 | 403;
  body: unknown;
}

/** The answer a kiosk was given for an action id, if it sent it before. */
export function findKioskAnswer(
  db: Pick<Db, 'select'>,
  deviceId: string,
  actionId: string,
): KioskAnswer | undefined {
  const row = db
    .select({ status: kioskActions.status, answer: kioskActions.answer })
    .from(kioskActions)
    .where(and(eq(kioskActions.deviceId, deviceId), eq(kioskActions.actionId, actionId)))
    .get();
  return row ? { status: row.status as KioskAnswer['status'], body: row.answer } : undefined;
}

/** An action as it is kept: whose, its id, the children it named, and when. */
export interface KioskAction {
  deviceId: string;
  actionId: string;
  customerIds: readonly string[];
  now: Date;
}

/** Keeps an answer, in the transaction of what the action wrote; forgets day-old ones. */
export function keepKioskAnswer(tx: Db, action: KioskAction, answer: KioskAnswer): void {
  const { deviceId, actionId, now } = action;
  const customerIds = [...action.customerIds];
  tx.delete(kioskActions)
    .where(lt(kioskActions.createdAt, new Date(now.getTime() - KEPT_FOR_MS)))
    .run();
  tx.insert(kioskActions)
    .values({
      deviceId,
      actionId,
      status: answer.status,
      answer: answer.body,
      customerIds,
      createdAt: now,
    })
    .run();
}

/** Forgets every answer that names a child, for a child who is removed (decision 017). */
export function forgetKioskAnswersAbout(tx: Db, customerId: string): void {
  tx.delete(kioskActions)
    .where(
      sql`exists (select 1 from json_each(${kioskActions.customerIds}) where value = ${customerId})`,
    )
    .run();
}
