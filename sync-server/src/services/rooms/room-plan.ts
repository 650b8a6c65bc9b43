/**
 * @module
 * A week's plan per room as the server knows it (decision 039): each child's default days, the
 * family's answer for the week and staff's answer to its extra-day request (the
 * weekly_confirmations projection), counted by `planWeek` in the room each child is in now.
 */
import type { WeekFacts } from '@cubby/shared/expected-days';
import { planWeek } from '@cubby/shared/room-plan';
import { confirmationDetailsSchema, type RoomPlanResponse } from '@cubby/shared/schemas';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { type ConfirmationRow, listWeekConfirmations } from '../../queries/confirmations.ts';
import { readRoomsInUse } from '../../queries/rooms.ts';

/** The plan of the week starting on `weekStart` (a Monday). */
export function readRoomPlan(db: Db, weekStart: string): RoomPlanResponse {
  const inUse = readRoomsInUse(db);
  const children = db.select().from(customers).orderBy(asc(customers.name)).all();
  const answers = new Map(listWeekConfirmations(db, weekStart).map((row) => [row.customerId, row]));
  const plan = planWeek(
    weekStart,
    inUse,
    children.map((child) => ({
      customerId: child.id,
      roomId: child.roomId,
      facts: { days: child, ...weekAnswerOf(answers.get(child.id)) },
    })),
  );
  const names = new Map(children.map((child) => [child.id, child.name]));
  return {
    ...plan,
    unassigned: plan.unassigned.map((customerId) => ({
      customerId,
      name: names.get(customerId) ?? '',
    })),
  };
}

function weekAnswerOf(row: ConfirmationRow | undefined): Pick<WeekFacts, 'answer' | 'decision'> {
  if (!row) return { answer: null, decision: null };
  const parsed = confirmationDetailsSchema.safeParse(row.details ?? {});
  const details = parsed.success ? parsed.data : {};
  // Staff's decision answers the extra day the family asked for in this same answer.
  const day = details.requestExtraDay;
  return {
    answer: { status: row.status, details },
    decision: row.decision && day ? { day, decision: row.decision } : null,
  };
}
