/**
 * @module
 * The footer line of a printed report: when it was generated, in the facility's time zone.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { dateAt } from '@cubby/shared/facility-clock';
import { formatTimeAt } from '../../lib/facility-moments.ts';

/** When a report was generated, for its footer: 'Generated 11-20-2026 at 3:05 PM'. */
export function generatedText(at: Date, timeZone: string): string {
  return `Generated ${formatDisplayDate(dateAt(at, timeZone))} at ${formatTimeAt(at, timeZone)}`;
}
