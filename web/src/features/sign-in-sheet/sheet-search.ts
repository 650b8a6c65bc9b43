/**
 * @module
 * The day the sign-in sheet shows, as its address holds it (`/sign-in-sheet?date=2026-11-26`).
 * No date, or one that is not a date, opens today: a mistyped link still opens the sheet.
 */
import { isValidIsoDate } from '@cubby/shared/dates';

/** The sheet's search: a date, or none for the facility's today. */
export interface SheetSearch {
  date?: string;
}

/** The date an address's search names, if it is one. */
export function readSheetSearch(search: Record<string, unknown>): SheetSearch {
  const { date } = search;
  return typeof date === 'string' && isValidIsoDate(date) ? { date } : {};
}
