/**
 * @module
 * Hours of the printed weekly report (spec sections 2 and 9): a present day counts its day
 * record's minutes (its visits, or a standard day, 6 hours by the spec's hours, when it has no
 * times); an absent day, or one still in progress, counts nothing yet. Sums run on whole minutes
 * so totals are exact; only the display divides by 60.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';

/** One customer's row: minutes per date (null when absent) and the week's total. */
export interface WeeklyReportRow {
  id: string;
  name: string;
  minutes: (number | null)[];
  total: number;
}

/** The rows of the weekly report and the totals row. */
export function buildWeeklyReport(
  customers: ReadonlyArray<{ id: string; name: string }>,
  dates: readonly string[],
  days: ReadonlyMap<string, DayRecord>,
): { rows: WeeklyReportRow[]; dayTotals: number[]; total: number } {
  const rows = customers.map((customer) => {
    const minutes = dates.map((date) => {
      const day = days.get(attendanceDayKey(customer.id, date));
      return day?.present ? (day.minutes ?? 0) : null;
    });
    return { ...customer, minutes, total: sum(minutes) };
  });
  const dayTotals = dates.map((_, index) => sum(rows.map((row) => row.minutes[index])));
  return { rows, dayTotals, total: sum(dayTotals) };
}

function sum(values: ReadonlyArray<number | null | undefined>): number {
  return values.reduce<number>((total, value) => total + (value ?? 0), 0);
}
