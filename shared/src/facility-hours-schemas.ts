/**
 * @module
 * The zod schemas of the centre's hours (`facility-hours.ts`), as PUT /api/settings takes them and
 * the directory document carries them. Apart from the rules, as `date-schemas.ts` is from
 * `dates.ts`, so the screens that only read hours download no zod (decision 045).
 */
import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from './date-schemas.ts';
import { DAY_NAMES, DAYS_OF_WEEK } from './facility-hours.ts';

/**
 * `openingHours` as PUT /api/settings takes it: a day left out is closed. A day that closes
 * before it opens is refused by its name ('Monday must close after it opens').
 */
export const openingHoursSchema = z
  .partialRecord(z.enum(DAYS_OF_WEEK), z.object({ open: timeOfDaySchema, close: timeOfDaySchema }))
  .check((ctx) => {
    for (const day of DAYS_OF_WEEK) {
      const span = ctx.value[day];
      if (span && span.open >= span.close) {
        const message = `${DAY_NAMES[day]} must close after it opens`;
        ctx.issues.push({ code: 'custom', message, path: [day], input: span });
      }
    }
  });

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
