/**
 * @module
 * The centre's hours as Settings show and change them (DESIGN section 8): `openingHours` and
 * `standardDay` are the hours in force on the facility's today, and setting them starts new hours
 * from today on, kept beside the old (`changeHoursFrom`), so no past day's early, late or charge
 * moves; `closures` is a plain list of dates. The audit entry says both in words (decision 070).
 */
import { formatDisplayDate, type IsoDate } from '@cubby/shared/dates';
import type { FacilityHoursRecord } from '@cubby/shared/docs';
import { changeHoursFrom, hoursOn } from '@cubby/shared/facility-hours';
import { formatOpeningHours, formatStandardDay } from '@cubby/shared/hours-text';
import type { SettingsResponse } from '@cubby/shared/schemas';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { CLOSURES_KEY, HOURS_HISTORY_KEY } from './read-facility-hours.ts';

/** The Settings fields of the centre's hours. */
export const HOURS_SETTINGS = ['openingHours', 'standardDay', 'closures'] as const;
/** One of them. */
export type HoursSetting = (typeof HOURS_SETTINGS)[number];
/** The centre's hours as Settings show them. */
export type HoursSettings = Pick<SettingsResponse, HoursSetting>;

/** The hours fields of Settings on `today`: the hours in force then, and every closure. */
export function hoursSettingsOn(record: FacilityHoursRecord, today: IsoDate): HoursSettings {
  const { openingHours, standardDay } = hoursOn(record.history, today);
  return { openingHours, standardDay, closures: record.closures };
}

/** The record once the owner's `patch` is applied on `today`; what it leaves out stays. */
export function changeFacilityHours(
  record: FacilityHoursRecord,
  patch: Partial<HoursSettings>,
  today: IsoDate,
): FacilityHoursRecord {
  const current = hoursOn(record.history, today);
  const history =
    patch.openingHours === undefined && patch.standardDay === undefined
      ? record.history
      : changeHoursFrom(record.history, today, {
          openingHours: patch.openingHours ?? current.openingHours,
          standardDay: patch.standardDay ?? current.standardDay,
        });
  return { history, closures: patch.closures ?? record.closures };
}

/** Stores the rows of `after` that differ from `before`, inside the change's transaction. */
export function writeFacilityHours(
  tx: Db,
  before: FacilityHoursRecord,
  after: FacilityHoursRecord,
): void {
  const rows: [string, unknown, unknown][] = [
    [HOURS_HISTORY_KEY, before.history, after.history],
    [CLOSURES_KEY, before.closures, after.closures],
  ];
  for (const [key, was, is] of rows) {
    const value = JSON.stringify(is);
    if (value === JSON.stringify(was)) continue;
    tx.insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
      .run();
  }
}

/** The named hours settings in words, as the audit entry keeps them. */
export function hoursInWords(
  values: HoursSettings,
  names: readonly HoursSetting[],
): Partial<Record<HoursSetting, string>> {
  const words: Record<HoursSetting, () => string> = {
    openingHours: () => formatOpeningHours(values.openingHours),
    standardDay: () => formatStandardDay(values.standardDay),
    closures: () =>
      values.closures.length === 0 ? 'none' : values.closures.map(formatDisplayDate).join(', '),
  };
  return Object.fromEntries(names.map((name) => [name, words[name]()]));
}
