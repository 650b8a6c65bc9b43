/**
 * @module
 * "Confirm the week for all children": 'YES - Confirm Week' for every child with no answer yet
 * and scheduled days that week. A child already answered keeps its answer (the parent may have
 * said not coming), and a child with no scheduled day has nothing to confirm: a confirmation
 * would show staff a tick for a child who is not expected.
 */
import type { DefaultDays } from '@cubby/shared/confirmation-rules';
import { formatDisplayDate } from '@cubby/shared/dates';
import { getFamilyConfirmation, type WeekConfirmation } from '@cubby/shared/docs';
import type * as Y from 'yjs';
import { namesList } from './names-list.ts';
import { saveWeekAnswer } from './save-week-answer.ts';

/** One child's week as the confirm-all sees it. */
export interface ChildWeek {
  child: DefaultDays & { name: string };
  doc: Y.Doc;
  scheduled: readonly string[];
}

/** Which children the confirm-all confirmed, and why it left the others alone. */
export interface ConfirmAllResult {
  confirmed: string[];
  alreadyAnswered: string[];
  notScheduled: string[];
  failed: string[];
}

/** Whether the confirm-all would confirm a child's week, given the week's answer. */
export function awaitsConfirmation(
  week: Pick<ChildWeek, 'scheduled'>,
  answer: WeekConfirmation | null,
): boolean {
  return answer === null && week.scheduled.length > 0;
}

/** Confirms the week of `monday` for every child that awaits it. */
export function confirmUnanswered(
  weeks: readonly ChildWeek[],
  monday: string,
  at: Date,
): ConfirmAllResult {
  const result: ConfirmAllResult = {
    confirmed: [],
    alreadyAnswered: [],
    notScheduled: [],
    failed: [],
  };
  for (const week of weeks) {
    const { name } = week.child;
    const answer = getFamilyConfirmation(week.doc, monday);
    if (answer !== null) {
      result.alreadyAnswered.push(name);
    } else if (!awaitsConfirmation(week, answer)) {
      result.notScheduled.push(name);
    } else {
      try {
        saveWeekAnswer(week.doc, { monday, status: 'confirmed', details: {} }, week.child, at);
        result.confirmed.push(name);
      } catch (error) {
        console.error(`Confirming the week for ${name} failed`, error);
        result.failed.push(name);
      }
    }
  }
  return result;
}

/** The toast that says what the confirm-all did, in the spec's words where it has them. */
export function confirmAllToast(
  result: ConfirmAllResult,
  monday: string,
): { title: string; description: string; variant: 'default' | 'destructive' } {
  const lines: string[] = [];
  if (result.confirmed.length > 0) lines.push(`Confirmed for ${namesList(result.confirmed)}.`);
  if (result.failed.length > 0) lines.push(`Not saved for ${namesList(result.failed)}.`);
  if (result.alreadyAnswered.length > 0) {
    lines.push(`${namesList(result.alreadyAnswered)} already had an answer.`);
  }
  if (result.notScheduled.length > 0) {
    lines.push(`${namesList(result.notScheduled)}: no scheduled days this week.`);
  }
  const description = lines.join(' ');
  if (result.failed.length > 0) {
    return { title: 'Failed to update attendance', description, variant: 'destructive' };
  }
  if (result.confirmed.length === 0) {
    return { title: 'Nothing to confirm', description, variant: 'default' };
  }
  return {
    title: `Week of ${formatDisplayDate(monday)} confirmed!`,
    description,
    variant: 'default',
  };
}
