/**
 * @module
 * The centre's hours as the server holds them (the history of hours and the closure dates), for
 * the rules that judge a day (early, late, in progress) and for the directory document that
 * carries them to every staff device.
 */
import { type FacilityHoursRecord, NO_FACILITY_HOURS } from '@cubby/shared/docs';
import type { Db } from '../../db/client.ts';

/** The centre's hours; the spec's until the owner sets the centre's own. */
export function readFacilityHours(_db: Pick<Db, 'select'>): FacilityHoursRecord {
  // Settings keep no hours yet: every day is judged by the spec's.
  return NO_FACILITY_HOURS;
}
