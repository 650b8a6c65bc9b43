/**
 * @module
 * What staff read from a family's weekly confirmation (spec section 4): the status badge, the
 * extra line under it, the Customer Notes lines, staff's answer to an extra-day request, whether
 * the family answered at short notice, and the one line a toast tells a new answer in. Pure
 * functions over one normalized shape, so the live document, the polled REST fallback and the
 * header's alerts word an answer the same way.
 */
import { shortNoticeDays } from '@cubby/shared/confirmation-rules';
import { formatClockTime, formatDisplayDate, formatWeekdayDate } from '@cubby/shared/dates';
import { dateAt } from '@cubby/shared/facility-clock';
import type { ConfirmationDetails, ExtraDayDecisionKind } from '@cubby/shared/schemas';

/** A confirmation as the Schedule Overview shows it, from either source. */
export interface StaffConfirmation {
  status: string;
  details: ConfirmationDetails;
  confirmedAt: string | null;
  updatedAt: string | null;
  /** Staff's answer to the extra-day request the family holds now; null while none. */
  decision: StaffDecision | null;
}

/** Staff's answer to an extra-day request, from either source. */
export interface StaffDecision {
  decision: ExtraDayDecisionKind;
  message: string | null;
  /** Who answered; the polled REST rows do not say. */
  decidedBy: string | null;
}

/** Badge colours Radix Themes offers that the statuses use. */
export type BadgeColor = 'green' | 'red' | 'blue' | 'purple' | 'gray';

const BADGES: Record<string, { label: string; color: BadgeColor }> = {
  confirmed: { label: '✓ Confirmed', color: 'green' },
  not_coming: { label: '✗ Not coming', color: 'red' },
  schedule_change: { label: '📅 Schedule change', color: 'blue' },
  extra_day_request: { label: '+ Extra day request', color: 'purple' },
};

const CHANGE_TYPE_WORDS: Record<string, string> = {
  late_drop: 'Late drop-off',
  early_pick: 'Early pick-up',
};

/** The green line of spec section 4 when a family also confirms its other days. */
export const CONFIRMED_OTHERS_TEXT = '✓ Confirmed presence for other scheduled days';

/** The status badge; no confirmation reads 'Not confirmed', an unknown status its raw text. */
export function statusBadge(confirmation: StaffConfirmation | undefined): {
  label: string;
  color: BadgeColor;
} {
  if (!confirmation) return { label: 'Not confirmed', color: 'gray' };
  return BADGES[confirmation.status] ?? { label: confirmation.status, color: 'gray' };
}

/** The line a schedule change or an extra-day request adds under the badge, if any. */
export function statusDetailLine(confirmation: StaffConfirmation | undefined): string | null {
  const details = confirmation?.details;
  if (confirmation?.status === 'schedule_change' && details?.scheduleChangeDay) {
    return describeChange(details);
  }
  if (confirmation?.status === 'extra_day_request' && details?.requestExtraDay) {
    return `Requested: ${formatWeekdayDate(details.requestExtraDay)}`;
  }
  return null;
}

/** The Customer Notes of a confirmation: text lines, and whether the green line shows. */
export function customerNoteLines(confirmation: StaffConfirmation | undefined): {
  lines: string[];
  confirmedOthers: boolean;
} {
  const details = confirmation?.details ?? {};
  const lines: string[] = [];
  switch (confirmation?.status) {
    case 'not_coming':
      if (details.absentDays?.length) {
        lines.push(`Absent: ${details.absentDays.map(formatWeekdayDate).join(', ')}`);
      }
      if (details.reason) lines.push(`Reason: ${details.reason}`);
      break;
    case 'schedule_change':
      if (details.scheduleChangeDay) lines.push(`Change: ${describeChange(details)}`);
      if (details.scheduleChangeType) {
        const type = details.scheduleChangeType;
        lines.push(`Type: ${CHANGE_TYPE_WORDS[type] ?? type}`);
      }
      if (details.scheduleChangeReason) lines.push(`Reason: ${details.scheduleChangeReason}`);
      break;
    case 'extra_day_request':
      if (details.requestExtraDay)
        lines.push(`Extra day: ${formatWeekdayDate(details.requestExtraDay)}`);
      if (details.extraDayReason) lines.push(`Reason: ${details.extraDayReason}`);
      break;
    default:
      // Confirmed, none, or a status this screen does not know: nothing to add.
      return { lines, confirmedOthers: false };
  }
  return { lines, confirmedOthers: details.alsoConfirmOthers === true };
}

/** 'Approved by Sam' or 'Declined by Sam': staff's answer under the extra-day badge. */
export function decisionLine(decision: StaffDecision): string {
  const verb = decision.decision === 'approved' ? 'Approved' : 'Declined';
  return decision.decidedBy ? `${verb} by ${decision.decidedBy}` : verb;
}

/**
 * 'Short notice: answered 11-26-2026' when the answer is about a day within the advance notice
 * the portal asks for (spec section 2), taken on the facility's date of its last change; null
 * otherwise. The portal allows such an answer, so staff are the ones who need to notice it.
 */
export function shortNoticeLine(
  confirmation: StaffConfirmation | undefined,
  timeZone: string,
): string | null {
  const answeredAt = confirmation?.updatedAt ?? confirmation?.confirmedAt;
  if (!confirmation || !answeredAt) return null;
  const moment = new Date(answeredAt);
  if (Number.isNaN(moment.getTime())) return null;
  const answeredOn = dateAt(moment, timeZone);
  if (shortNoticeDays(confirmation.details, answeredOn).length === 0) return null;
  return `Short notice: answered ${formatDisplayDate(answeredOn)}`;
}

/**
 * A family's answer in one line, for a toast: '+ Extra day request, Wednesday 11-25-2026'. A
 * plain confirmation names its week, the only date it has.
 */
export function answerWords(
  confirmation: Pick<StaffConfirmation, 'status' | 'details'>,
  monday: string,
): string {
  const { label } = BADGES[confirmation.status] ?? { label: confirmation.status };
  const details = confirmation.details;
  switch (confirmation.status) {
    case 'not_coming':
      return [label, ...(details.absentDays ?? []).map(formatWeekdayDate)].join(', ');
    case 'schedule_change':
      return details.scheduleChangeDay ? `${label}, ${describeChange(details)}` : label;
    case 'extra_day_request':
      return details.requestExtraDay
        ? `${label}, ${formatWeekdayDate(details.requestExtraDay)}`
        : label;
    default:
      return `${label}, week of ${formatDisplayDate(monday)}`;
  }
}

function describeChange(details: ConfirmationDetails): string {
  const day = details.scheduleChangeDay ? formatWeekdayDate(details.scheduleChangeDay) : '';
  const time = details.scheduleChangeTime
    ? ` at ${formatClockTime(details.scheduleChangeTime)}`
    : '';
  return `${day}${time}`;
}
