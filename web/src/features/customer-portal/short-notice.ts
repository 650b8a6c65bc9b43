/**
 * @module
 * The portal's words for an answer about a day inside the advance notice the day care asks for
 * (spec section 2: at least ADVANCE_NOTICE_DAYS days; `shortNoticeDays` decides which days). Such
 * an answer is allowed: the parent is told before sending it, and the saved answer says it was
 * sent at short notice, as staff are told too.
 */

import { shortNoticeDays } from '@cubby/shared/confirmation-rules';
import { ADVANCE_NOTICE_DAYS } from '@cubby/shared/constants';
import { formatWeekdayDate, type IsoDate } from '@cubby/shared/dates';
import type { WeekConfirmation } from '@cubby/shared/docs';
import { dateAt } from '@cubby/shared/facility-clock';
import type { ConfirmationDetails } from '@cubby/shared/schemas';
import { namesList } from './names-list.ts';

/** The note a dialog shows before sending `details` on `today`; null when notice is enough. */
export function shortNoticeWarning(details: ConfirmationDetails, today: IsoDate): string | null {
  const days = shortNoticeDays(details, today);
  if (days.length === 0) return null;
  const verb = days.length === 1 ? 'is' : 'are';
  return (
    `${namesList(days.map(formatWeekdayDate))} ${verb} less than ${ADVANCE_NOTICE_DAYS} days away. ` +
    'You can still send this; staff will see that it came at short notice.'
  );
}

/**
 * The line a saved answer adds when it was sent at short notice; null when it was not. It was
 * sent on the facility's date of its last change (`updatedAt`), read in `timeZone`.
 */
export function sentAtShortNotice(
  answer: Pick<WeekConfirmation, 'details' | 'updatedAt'>,
  timeZone: string,
): string | null {
  const sentOn = dateAt(new Date(answer.updatedAt), timeZone);
  const days = shortNoticeDays(answer.details, sentOn);
  if (days.length === 0) return null;
  const verb = days.length === 1 ? 'was' : 'were';
  return `Sent at short notice: ${namesList(days.map(formatWeekdayDate))} ${verb} less than ${ADVANCE_NOTICE_DAYS} days away.`;
}
