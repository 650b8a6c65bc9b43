/**
 * @module
 * A child's answer for one week, read from and written to its `family:{customerId}:{monday}`
 * document on this phone: the answer shows at once, y-indexeddb keeps it with no signal, and the
 * sync sends it when the phone is back online. Toasts are the spec's (section 8); in a family of
 * several children each also names the child it was for, and a failure also says what it left as
 * it was, which the spec's title alone does not.
 */
import type { DefaultDays } from '@cubby/shared/confirmation-rules';
import { formatDisplayDate } from '@cubby/shared/dates';
import {
  clearFamilyConfirmation,
  getFamilyConfirmation,
  type WeekConfirmation,
} from '@cubby/shared/docs';
import type { ConfirmationDetails, ConfirmationStatus } from '@cubby/shared/schemas';
import { useDocValue } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { toast } from '../../lib/toast-store.ts';
import { saveWeekAnswer } from './save-week-answer.ts';

const ANSWERED: Record<ConfirmationStatus, (weekOf: string) => string> = {
  confirmed: (weekOf) => `Week of ${weekOf} confirmed!`,
  not_coming: () => 'Marked as not coming this week',
  schedule_change: () => 'Schedule change noted',
  extra_day_request: () => 'Extra day request submitted to staff',
};

/** What a failure left as it was, and for which child in a family of several. */
export function failureText(outcome: string, childName?: string): string {
  return childName === undefined ? outcome : `For ${childName}. ${outcome}`;
}

/** Answers a week with a status and its details; true when it was saved. */
export type SubmitAnswer = (status: ConfirmationStatus, details: ConfirmationDetails) => boolean;

/**
 * The week's answer (null for none), and the ways to give and undo one. `childName` is set in a
 * family of several children, whose toasts would otherwise not say which child they were for.
 */
export function useWeekAnswer(
  family: SyncedDoc,
  monday: string,
  days: DefaultDays,
  childName?: string,
): { answer: WeekConfirmation | null; submit: SubmitAnswer; undo: () => void } {
  const answer = useDocValue(family, (doc) => getFamilyConfirmation(doc, monday), [monday]);
  const weekOf = formatDisplayDate(monday);
  const forChild = childName === undefined ? {} : { description: `For ${childName}` };

  const submit: SubmitAnswer = (status, details) => {
    try {
      saveWeekAnswer(family.doc, { monday, status, details }, days, new Date());
      toast({ title: ANSWERED[status](weekOf), ...forChild });
      return true;
    } catch (error) {
      console.error('Saving the week answer failed', error);
      toast({
        title: 'Failed to update attendance',
        description: failureText('Your answer was not saved, so staff will not see it.', childName),
        variant: 'destructive',
      });
      return false;
    }
  };

  const undo = () => {
    try {
      clearFamilyConfirmation(family.doc);
      toast({ title: `Week of ${weekOf} confirmation removed`, ...forChild });
    } catch (error) {
      console.error('Undoing the week answer failed', error);
      toast({
        title: 'Failed to undo confirmation',
        description: failureText('Your answer still stands.', childName),
        variant: 'destructive',
      });
    }
  };

  return { answer, submit, undo };
}
