/**
 * @module
 * Reads of the weekly_confirmations projection, and the customer notes staff see, which are
 * the reasons families gave in their confirmations.
 */
import {
  type ConfirmationDetails,
  type ConfirmationStatus,
  confirmationDetailsSchema,
} from '@cubby/shared/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { weeklyConfirmations } from '../db/schema.ts';

/** A weekly_confirmations row. */
export type ConfirmationRow = typeof weeklyConfirmations.$inferSelect;

/** Every family's confirmation of one week. */
export function listWeekConfirmations(db: Db, weekStart: string): ConfirmationRow[] {
  return db
    .select()
    .from(weeklyConfirmations)
    .where(eq(weeklyConfirmations.weekStart, weekStart))
    .orderBy(asc(weeklyConfirmations.customerId))
    .all();
}

/** One family's confirmation of one week. */
export function findWeekConfirmation(
  db: Db,
  customerId: string,
  weekStart: string,
): ConfirmationRow | undefined {
  return db
    .select()
    .from(weeklyConfirmations)
    .where(
      and(
        eq(weeklyConfirmations.customerId, customerId),
        eq(weeklyConfirmations.weekStart, weekStart),
      ),
    )
    .get();
}

// The reason field each status's portal dialog fills; a plain confirmation has none.
const REASON_FIELD: Record<ConfirmationStatus, keyof ConfirmationDetails | null> = {
  confirmed: null,
  not_coming: 'reason',
  schedule_change: 'scheduleChangeReason',
  extra_day_request: 'extraDayReason',
};

/** A family's note for the week as staff read it (read-only): its status, reason and details. */
export function toCustomerNote(row: ConfirmationRow) {
  const parsed = confirmationDetailsSchema.safeParse(row.details ?? {});
  const details = parsed.success ? parsed.data : {};
  const field = REASON_FIELD[row.status as ConfirmationStatus] ?? null;
  const reason = field ? details[field] : undefined;
  return {
    customerId: row.customerId,
    weekStart: row.weekStart,
    noteType: 'customer' as const,
    status: row.status,
    note: typeof reason === 'string' ? reason : null,
    details,
  };
}
