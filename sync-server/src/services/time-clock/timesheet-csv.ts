/**
 * @module
 * A week of timesheets as CSV rows (decision 040): one row per person per day and a week-total
 * row per person. Hours come twice, as decimal hours for payroll (7.75) and as h:mm for reading
 * (7:45); dates as MM-DD-YYYY like every date the owner sees.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import type { TimesheetsResponse } from '@cubby/shared/schemas';
import { formatHoursMinutes } from '@cubby/shared/time-clock';

const HEADER = [
  'Name',
  'Role',
  'Date',
  'Worked hours',
  'Worked (h:mm)',
  'Break hours',
  'Break (h:mm)',
] as const;

/** Minutes as decimal hours with 2 decimals: 465 is "7.75". */
export function decimalHours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** The CSV rows of a week of timesheets, the header first. */
export function timesheetCsvRows(sheet: TimesheetsResponse): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [[...HEADER]];
  for (const person of sheet.people) {
    const line = (label: string, worked: number, onBreak: number) => [
      person.name,
      person.role,
      label,
      decimalHours(worked),
      formatHoursMinutes(worked),
      decimalHours(onBreak),
      formatHoursMinutes(onBreak),
    ];
    for (const day of person.days) {
      rows.push(line(formatDisplayDate(day.date), day.workedMinutes, day.breakMinutes));
    }
    rows.push(line('Week total', person.workedMinutes, person.breakMinutes));
  }
  return rows;
}
