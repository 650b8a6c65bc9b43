/**
 * @module
 * Zod schemas for the dates and times of `dates.ts`. Apart from its rules, so the screens that
 * only show dates (the sign-in screen's clock, every route's week in the address) download no
 * zod (decision 045).
 */
import { z } from 'zod';
import { isMonday, isValidIsoDate, SUPPORTED_YEARS, TIME_OF_DAY_PATTERN } from './dates.ts';

/** Zod schema for a real calendar date 'YYYY-MM-DD' within the supported years. */
export const isoDateSchema = z
  .string()
  .refine(isValidIsoDate, { error: 'Must be a calendar date written YYYY-MM-DD', abort: true })
  .refine(
    (iso) => {
      const year = Number(iso.slice(0, 4));
      return year >= SUPPORTED_YEARS.first && year <= SUPPORTED_YEARS.last;
    },
    { error: `Dates must fall in the years ${SUPPORTED_YEARS.first} to ${SUPPORTED_YEARS.last}` },
  );

/** Zod schema for the Monday that names a week. */
export const mondaySchema = isoDateSchema.refine(isMonday, {
  error: 'weekStart must be a Monday (YYYY-MM-DD)',
});

/** Zod schema for a time of day 'HH:MM' from 00:00 to 23:59. */
export const timeOfDaySchema = z
  .string()
  .regex(TIME_OF_DAY_PATTERN, { error: 'Must be a time of day written HH:MM (00:00 to 23:59)' });
