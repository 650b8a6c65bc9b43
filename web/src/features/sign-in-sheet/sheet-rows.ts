/**
 * @module
 * The daily sign-in sheet's lines (issue 17): one per stay of the day, as the week document's
 * merged visits give them (a kiosk's and a tablet's records of one stay are one line), earliest
 * arrival first, with who brought and fetched the child and the signatures' ids.
 */
import type { DirectoryEntry, MergedVisit } from '@cubby/shared/docs';
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

/** The sheet's lines for `date`, on the facility's clock. */
export function sheetRows(
  visits: MergedVisit[],
  date: string,
  customers: DirectoryEntry[],
  timeZone: string,
): SheetRow[] {
  const names = new Map(customers.map((customer) => [customer.id, customer.name]));
  return visits
    .filter((visit) => visit.date === date)
    .sort((a, b) => Date.parse(a.checkInTime) - Date.parse(b.checkInTime) || (a.id < b.id ? -1 : 1))
    .map((visit) => ({
      id: visit.id,
      child: names.get(visit.customerId) ?? `Customer ${shortId(visit.customerId)}`,
      checkInTime: visit.checkInTime,
      inAt: formatTimeAt(visit.checkInTime, timeZone),
      droppedOffBy: visit.droppedOffBy ? formatContact(visit.droppedOffBy) : '',
      checkOutTime: visit.checkOutTime,
      outAt: visit.checkOutTime ? formatTimeAt(visit.checkOutTime, timeZone) : '',
      pickedUpBy: visit.pickedUpBy ? formatContact(visit.pickedUpBy) : '',
      checkInSignature: visit.checkInSignature ?? null,
      checkOutSignature: visit.checkOutSignature ?? null,
    }));
}
