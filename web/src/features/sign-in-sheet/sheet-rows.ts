/**
 * @module
 * The daily sign-in sheet's lines (issue 17): one per visit of the day, as the day records give
 * them (decision 069: a kiosk's and a tablet's records of one stay are one line, and a time
 * corrected in Edit Attendance Details is the time shown), earliest arrival first, with who
 * brought and fetched the child and the signatures' ids. A stay nobody signed out on an earlier
 * day shows the closing time the record counts, and says it was not signed out.
 */

import type { ChildVisit } from '@cubby/shared/day-record';
import type { DirectoryEntry } from '@cubby/shared/docs';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { shortId } from '../../lib/format.ts';
import { formatContact } from '../../lib/visit-attribution.ts';

/** One line of the sheet. */
export interface SheetRow {
  id: string;
  child: string;
  checkInTime: string;
  inAt: string;
  droppedOffBy: string;
  checkOutTime: string | null;
  outAt: string;
  pickedUpBy: string;
  checkInSignature: string | null;
  checkOutSignature: string | null;
}

/** The sheet's lines of the day's visits (`visitsOf` the day's records), on the facility's clock. */
export function sheetRows(
  visits: readonly ChildVisit[],
  customers: DirectoryEntry[],
  timeZone: string,
): SheetRow[] {
  const names = new Map(customers.map((customer) => [customer.id, customer.name]));
  return visits.map((visit) => ({
    id: visit.id,
    child: names.get(visit.customerId) ?? `Customer ${shortId(visit.customerId)}`,
    checkInTime: visit.checkInTime,
    inAt: formatTimeAt(visit.checkInTime, timeZone),
    droppedOffBy: visit.droppedOffBy ? formatContact(visit.droppedOffBy) : '',
    checkOutTime: visit.checkOutTime,
    outAt: outWords(visit, timeZone),
    pickedUpBy: visit.collectedBy ? formatContact(visit.collectedBy) : '',
    checkInSignature: visit.checkInSignature,
    checkOutSignature: visit.checkOutSignature,
  }));
}

function outWords(visit: ChildVisit, timeZone: string): string {
  if (!visit.checkOutTime) return '';
  const at = formatTimeAt(visit.checkOutTime, timeZone);
  return visit.forgotten ? `${at}, not signed out` : at;
}
