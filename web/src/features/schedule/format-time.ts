/**
 * @module
 * Times as staff read them on the Schedule Overview: hour:minute on a 12-hour clock, and a
 * moment as MM-DD-YYYY with its time (spec section 9).
 */
import { formatDisplayDate, toIsoDate } from '@cubby/shared/dates';

/** '14:05' as '2:05 PM'. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** An ISO timestamp as '06-17-2026 2:05 PM' in local time; null when it does not parse. */
export function formatMoment(iso: string): string | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  const time = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
  return `${formatDisplayDate(toIsoDate(moment))} ${formatClockTime(time)}`;
}
