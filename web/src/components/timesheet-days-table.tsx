/**
 * @module
 * One week of a timesheet as a table, Monday to Sunday: time worked and on break each day and
 * the week's totals, in h:mm. The time clock shows a person's own week with it, the timesheets
 * each person's.
 */
import { formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import type { TimesheetDayJson } from '@cubby/shared/schemas';
import { formatHoursMinutes } from '@cubby/shared/time-clock';
import { Table, VisuallyHidden } from '@radix-ui/themes';

/** A week's days and totals as a table; `label` is its caption, for screen readers. */
export function TimesheetDaysTable(props: {
  label: string;
  days: readonly TimesheetDayJson[];
  workedMinutes: number;
  breakMinutes: number;
}) {
  return (
    <Table.Root variant="surface" size="1">
      <VisuallyHidden asChild>
        <caption>{props.label}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Day</Table.ColumnHeaderCell>
          {props.days.map((day) => (
            <Table.ColumnHeaderCell key={day.date}>
              {weekdayName(day.date).slice(0, 3)} {formatDisplayDate(day.date).slice(0, 5)}
            </Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell>Week</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.RowHeaderCell>Worked</Table.RowHeaderCell>
          {props.days.map((day) => (
            <Table.Cell key={day.date}>{formatHoursMinutes(day.workedMinutes)}</Table.Cell>
          ))}
          <Table.Cell>
            <strong>{formatHoursMinutes(props.workedMinutes)}</strong>
          </Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.RowHeaderCell>Break</Table.RowHeaderCell>
          {props.days.map((day) => (
            <Table.Cell key={day.date}>{formatHoursMinutes(day.breakMinutes)}</Table.Cell>
          ))}
          <Table.Cell>{formatHoursMinutes(props.breakMinutes)}</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}
