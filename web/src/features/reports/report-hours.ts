/**
 * @module
 * Hours of the printed weekly report (spec sections 2 and 9): a present day counts its day
 * record's minutes (its visits), or the spec's 6 hours when it has no times (`reportMinutes`); an
 * absent day counts nothing, nor does a day in progress, which shows as such (decision 071).
 * Sums run on whole minutes so totals are exact; only the display divides by 60.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';
import { reportMinutes } from '@cubby/shared/week-money';

/** A day's cell: its minutes, 'in-progress', or null when absent. */
export type ReportCell = number | 'in-progress' | null;

/** One customer's row: a cell per date and the week's total minutes. */
export interface WeeklyReportRow {
  id: string;
  name: string;
  minutes: ReportCell[];
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
      if (!day?.present) return null;
      return reportMinutes(day) ?? 'in-progress';
    });
    return { ...customer, minutes, total: sum(minutes) };
  });
  const dayTotals = dates.map((_, index) => sum(rows.map((row) => row.minutes[index])));
  return { rows, dayTotals, total: sum(dayTotals) };
}

function sum(values: ReadonlyArray<ReportCell | number | undefined>): number {
  return values.reduce<number>(
    (total, value) => total + (typeof value === 'number' ? value : 0),
    0,
  );
}
