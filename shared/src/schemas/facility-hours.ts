/**
 * @module
 * The centre's hours as Settings takes them and the directory document carries them
 * (DESIGN section 8): a day left out of `openingHours` is closed, a day closes after it opens.
 * The rules that read hours are in `../facility-hours.ts`.
 */
import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from '../date-schemas.ts';
import { DAYS_OF_WEEK } from '../facility-hours.ts';

const openCloseSchema = z
  .object({ open: timeOfDaySchema, close: timeOfDaySchema })
  .refine((hours) => hours.open < hours.close, { error: 'A day must close after it opens' });

/** `openingHours` as PUT /api/settings takes it: a day left out is closed. */
export const openingHoursSchema = z.partialRecord(z.enum(DAYS_OF_WEEK), openCloseSchema);

/** `standardDay` as PUT /api/settings takes it. */
export const standardDaySchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((day) => day.start < day.end, { error: 'The standard day must end after it starts' });

/** The most closure dates the owner keeps: several years of holidays. */
export const MAX_CLOSURES = 200;

/** `closures` as PUT /api/settings takes it: dates the centre is closed, each once. */
export const closuresSchema = z
  .array(isoDateSchema)
  .max(MAX_CLOSURES, { error: `At most ${MAX_CLOSURES} closure dates` })
  .transform((dates) => [...new Set(dates)].sort());
