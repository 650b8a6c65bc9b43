/**
 * @module
 * The printed timesheets: the week and, per person, the days and totals, with nothing of the
 * app around them (the print layer hides the rest of the page on paper).
 */
import { formatWeekRange } from '@cubby/shared/dates';
import type { TimesheetsResponse } from '@cubby/shared/schemas';
import { PrintLayer } from '../../components/print-layer.tsx';
import { TimesheetDaysTable } from '../../components/timesheet-days-table.tsx';

/** The sheet on paper. */
export function TimesheetsPrint({ sheet }: { sheet: TimesheetsResponse }) {
  return (
    <PrintLayer testId="timesheets-print">
      <h1>Timesheets, week of {formatWeekRange(sheet.weekStart)}</h1>
      {sheet.people.map((person) => (
        <section key={person.accountId}>
          <h2>
            {person.name}
            {person.stillClockedIn ? ' (still clocked in from an earlier day)' : ''}
          </h2>
          <TimesheetDaysTable
            label={`${person.name}'s week`}
            days={person.days}
            workedMinutes={person.workedMinutes}
            breakMinutes={person.breakMinutes}
          />
        </section>
      ))}
    </PrintLayer>
  );
}
