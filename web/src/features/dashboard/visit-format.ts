/**
 * @module
 * How the dashboard writes a stay: how long a child has been here, whole hours and minutes
 * ('Xh Ym', the minutes from `stayMinutes` in `@cubby/shared/stay-time`, the rule the server bills
 * by), and who brought or fetched the child when a kiosk recorded it (issue 17), from the day
 * record's visits (decision 069).
 */
import type { DayVisit } from '@cubby/shared/day-record';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { formatAttribution } from '../../lib/visit-attribution.ts';

/** A duration in minutes as whole hours and minutes: '1h 5m', '0h 0m'. */
export function formatElapsed(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** What the words of a visit are made of. */
type VisitPeople = Pick<
  DayVisit,
  'checkInTime' | 'checkOutTime' | 'droppedOffBy' | 'collectedBy' | 'checkInKiosk' | 'checkOutKiosk'
>;

/** 'In at 8:02 AM, dropped off by Ana Lopez (mother) at the kiosk'; without 'by' from a tablet. */
export function formatCheckIn(visit: VisitPeople, timeZone: string): string {
  const by = formatAttribution('dropped off', visit.droppedOffBy, visit.checkInKiosk);
  return `In at ${formatTimeAt(visit.checkInTime, timeZone)}${by ? `, ${by}` : ''}`;
}

/** 'Out at 4:10 PM, picked up by …'; null while the child is here. */
export function formatCheckOut(visit: VisitPeople, timeZone: string): string | null {
  if (!visit.checkOutTime) return null;
  const by = formatAttribution('picked up', visit.collectedBy, visit.checkOutKiosk);
  return `Out at ${formatTimeAt(visit.checkOutTime, timeZone)}${by ? `, ${by}` : ''}`;
}

/** ', dropped off by Ana Lopez (mother) at the kiosk' to follow a check-in time, or ''. */
export function withDropOff(visit: Pick<VisitPeople, 'droppedOffBy' | 'checkInKiosk'>): string {
  const by = formatAttribution('dropped off', visit.droppedOffBy, visit.checkInKiosk);
  return by ? `, ${by}` : '';
}
