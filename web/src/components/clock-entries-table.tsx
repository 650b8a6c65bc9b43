/**
 * @module
 * A week's clock entries as a table: the room (or a break), when it started and ended in the
 * facility's time, and whether the owner corrected it. The owner's timesheets add a Correct
 * button to each row; a person's own time clock shows the rows alone.
 */
import type { TimesheetEntryJson } from '@cubby/shared/schemas';
import { Table, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { clockDateTimeOf } from './clock-times.ts';

/** The entries of a week; `label` is its caption, `action` renders a last cell per row. */
export function ClockEntriesTable(props: {
  label: string;
  entries: readonly TimesheetEntryJson[];
  timeZone: string;
  action?: (entry: TimesheetEntryJson) => ReactNode;
}) {
  return (
    <Table.Root size="1" variant="ghost">
      {/* A caption names the table itself: Radix puts an aria-label on its wrapper instead. */}
      <VisuallyHidden asChild>
        <caption>{props.label}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Entry</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Started</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Ended</Table.ColumnHeaderCell>
          {props.action ? (
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeaderCell>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.RowHeaderCell>
              {entry.kind === 'break' ? 'Break' : (entry.roomName ?? 'A room no longer kept')}
              {entry.corrected ? ' (corrected)' : ''}
            </Table.RowHeaderCell>
            <Table.Cell>{clockDateTimeOf(entry.startAt, props.timeZone)}</Table.Cell>
            <Table.Cell>
              {entry.endAt ? clockDateTimeOf(entry.endAt, props.timeZone) : 'Still running'}
            </Table.Cell>
            {props.action ? <Table.Cell>{props.action(entry)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
