/**
 * @module
 * Who the dashboard shows as in now: each child with a visit of today still open, from today's
 * day records (decision 069). Pure, so the test that compares every view of a day runs the same
 * rule as the Current Attendees panel and the Check Out buttons.
 */
import type { ChildVisit } from '@cubby/shared/day-record';

/** Each child in now: the visit still open, earliest arrival first, keyed by customer id. */
export function openVisitsByCustomer(visits: readonly ChildVisit[]): Map<string, ChildVisit> {
  const open = new Map<string, ChildVisit>();
  for (const visit of visits) {
    if (!visit.checkOutTime && !open.has(visit.customerId)) open.set(visit.customerId, visit);
  }
  return open;
}
