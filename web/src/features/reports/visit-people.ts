/**
 * @module
 * Who dropped a child off and who picked them up, as the individual report prints it under the
 * day's status (decision 028): the spec fixes the report's columns, so the names go in the
 * status cell rather than in new columns. A stay no one was named for (a staff tablet's) has no
 * line.
 */
import type { ReportVisit } from '@cubby/shared/schemas';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { formatContact } from '../../lib/visit-attribution.ts';

/** 'Dropped off by Ana Lopez (mother) at 8:02 AM', 'Picked up by …', for each stay in turn. */
export function visitPeopleLines(visits: readonly ReportVisit[], timeZone: string): string[] {
  return visits.flatMap((visit) => [
    ...(visit.droppedOffBy
      ? [
          `Dropped off by ${formatContact(visit.droppedOffBy)} at ${formatTimeAt(visit.checkInTime, timeZone)}`,
        ]
      : []),
    ...(visit.pickedUpBy && visit.checkOutTime
      ? [
          `Picked up by ${formatContact(visit.pickedUpBy)} at ${formatTimeAt(visit.checkOutTime, timeZone)}`,
        ]
      : []),
  ]);
}
