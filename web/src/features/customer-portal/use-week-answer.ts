/**
 * @module
 * The family's answer for one week, read from and written to its `family:{customerId}:{monday}`
 * document on this phone: the answer shows at once, y-indexeddb keeps it with no signal, and the
 * sync sends it when the phone is back online. Toasts are the spec's (section 8).
 */
import { checkWeekAnswer, type DefaultDays } from '@cubby/shared/confirmation-rules';
import { formatDisplayDate } from '@cubby/shared/dates';
import {
  clearFamilyConfirmation,
  getFamilyConfirmation,
  setFamilyConfirmation,
  type WeekConfirmation,
} from '@cubby/shared/docs';
import {
  type ConfirmationDetails,
  type ConfirmationStatus,
  confirmWeekPayloadSchema,
} from '@cubby/shared/schemas';
import { useDocValue } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { toast } from '../../lib/toast-store.ts';

const ANSWERED: Record<ConfirmationStatus, (weekOf: string) => string> = {
  confirmed: (weekOf) => `Week of ${weekOf} confirmed!`,
  not_coming: () => 'Marked as not coming this week',
  schedule_change: () => 'Schedule change noted',
  extra_day_request: () => 'Extra day request submitted to staff',
};

/** Answers a week with a status and its details; true when it was saved. */
export type SubmitAnswer = (status: ConfirmationStatus, details: ConfirmationDetails) => boolean;

/** The week's answer (null for none), and the ways to give and undo one. */
export function useWeekAnswer(
  family: SyncedDoc,
  monday: string,
  days: DefaultDays,
): { answer: WeekConfirmation | null; submit: SubmitAnswer; undo: () => void } {
  const answer = useDocValue(family, (doc) => getFamilyConfirmation(doc, monday), [monday]);
  const weekOf = formatDisplayDate(monday);

  const submit: SubmitAnswer = (status, details) => {
    try {
      // The server refuses a family's update that breaks any answer rule (and closes the
      // connection, decision 014), so an answer that breaks one is never written: the same
      // rules, from the same function the server asks.
      const payload = confirmWeekPayloadSchema.parse({ weekStart: monday, status, details });
      const [problem] = checkWeekAnswer(payload, days);
      if (problem) throw new Error(problem.message);
      setFamilyConfirmation(family.doc, payload, new Date());
      toast({ title: ANSWERED[status](weekOf) });
      return true;
    } catch (error) {
      console.error('Saving the week answer failed', error);
      toast({ title: 'Failed to update attendance', variant: 'destructive' });
      return false;
    }
  };

  const undo = () => {
    try {
      clearFamilyConfirmation(family.doc);
      toast({ title: `Week of ${weekOf} confirmation removed` });
    } catch (error) {
      console.error('Undoing the week answer failed', error);
      toast({ title: 'Failed to undo confirmation', variant: 'destructive' });
    }
  };

  return { answer, submit, undo };
}
