/**
 * @module
 * Staff's answer to the family's extra-day request as the portal words it: waiting, approved
 * (see you on the day) or declined, with the message staff added quoted. The answer is the one
 * for the day the family asks for now (`getExtraDayDecision`), so a request moved to another
 * day waits again.
 */
import { formatWeekdayDate } from '@cubby/shared/dates';
import type { ExtraDayDecision } from '@cubby/shared/schemas';

/** What the parent reads under their request. */
export interface ExtraDayReply {
  color: 'gray' | 'green' | 'red';
  title: string;
  /** The day the answer is for, said after the title ('Wednesday 11-25-2026'). */
  day: string | null;
  /** Staff's message, quoted, when they added one. */
  quote: string | null;
}

/** The reply to show; `decision` null means staff have not answered yet. */
export function extraDayReply(decision: ExtraDayDecision | null): ExtraDayReply {
  if (!decision) {
    return { color: 'gray', title: 'Waiting for staff to answer', day: null, quote: null };
  }
  const day = formatWeekdayDate(decision.day);
  const quote = decision.message ? `“${decision.message}”` : null;
  return decision.decision === 'approved'
    ? { color: 'green', title: 'Approved: see you on', day, quote }
    : { color: 'red', title: 'Declined: no extra day on', day, quote };
}
