/**
 * @module
 * The centre's hours as the `directory` document carries them to every staff device, so an
 * offline tablet judges early and late by the same hours the server does: the history of hours
 * (`hoursOn` picks a day's) and the closure dates. Only the server writes it, from Settings.
 */
import type * as Y from 'yjs';
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';
import type { HoursFrom } from '../facility-hours.ts';
import { openingHoursSchema, standardDaySchema } from '../schemas/facility-hours.ts';

const FACILITY = 'facility';
const HOURS = 'hours';

/** The centre's hours: each change with the date it took effect, and the closure dates. */
export interface FacilityHoursRecord {
  history: HoursFrom[];
  closures: string[];
}

/** The record before the owner sets any: the spec's hours throughout, no closures. */
export const NO_FACILITY_HOURS: FacilityHoursRecord = { history: [], closures: [] };

const facilityHoursSchema = z.object({
  history: z.array(
    z.object({
      from: isoDateSchema,
      openingHours: openingHoursSchema,
      standardDay: standardDaySchema,
    }),
  ),
  closures: z.array(isoDateSchema),
});

/** The facility map, for observers. */
export function directoryFacilityMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(FACILITY);
}

/** The centre's hours as the directory holds them; the spec's when it holds none. */
export function getFacilityHours(doc: Y.Doc): FacilityHoursRecord {
  const parsed = facilityHoursSchema.safeParse(directoryFacilityMap(doc).get(HOURS));
  return parsed.success ? (parsed.data as FacilityHoursRecord) : NO_FACILITY_HOURS;
}

/** Writes the centre's hours into the directory (the server, from Settings); unchanged, nothing. */
export function setFacilityHours(doc: Y.Doc, hours: FacilityHoursRecord, origin?: unknown): void {
  const map = directoryFacilityMap(doc);
  if (JSON.stringify(map.get(HOURS)) === JSON.stringify(hours)) return;
  doc.transact(() => map.set(HOURS, hours), origin);
}
