/**
 * @module
 * The centre's hours as the server holds them (the history of hours and the closure dates), for
 * the rules that judge a day (early, late, in progress) and for the directory document that
 * carries them to every staff device. Stored as two rows of the `settings` table, written only
 * by Settings (`facility-hours-settings.ts`); a row never written, or one that no longer reads
 * as hours, is the spec's (decision 070).
 */
import { type FacilityHoursRecord, facilityHoursRecordSchema } from '@cubby/shared/docs';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The `settings` row of the history of hours, each change with the date it took effect. */
export const HOURS_HISTORY_KEY = 'setting.hoursHistory';
/** The `settings` row of the closure dates. */
export const CLOSURES_KEY = 'setting.closures';

/** The centre's hours; the spec's until the owner sets the centre's own. */
export function readFacilityHours(db: Pick<Db, 'select'>): FacilityHoursRecord {
  const rows = db
    .select()
    .from(settings)
    .where(inArray(settings.key, [HOURS_HISTORY_KEY, CLOSURES_KEY]))
    .all();
  const stored = new Map(rows.map((row) => [row.key, parseStored(row.value)]));
  const { history, closures } = facilityHoursRecordSchema.shape;
  const storedHistory = history.safeParse(stored.get(HOURS_HISTORY_KEY));
  const storedClosures = closures.safeParse(stored.get(CLOSURES_KEY));
  return {
    history: storedHistory.success ? (storedHistory.data as FacilityHoursRecord['history']) : [],
    closures: storedClosures.success ? storedClosures.data : [],
  };
}

function parseStored(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
