/**
 * @module
 * One person's week on the timesheets: name and role, a warning when they are still clocked in
 * from an earlier day (a forgotten clock-out, for the owner to correct: never closed by itself),
 * the days and totals, and each entry with Correct, and Add missing time.
 */
import type { DirectoryRoom } from '@cubby/shared/docs';
import type { TimesheetPersonJson } from '@cubby/shared/schemas';
import { Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ClockEntriesTable } from '../../components/clock-entries-table.tsx';
import { TimesheetDaysTable } from '../../components/timesheet-days-table.tsx';
import { AddEntryDialog, CorrectEntryDialog } from './entry-dialogs.tsx';

/** A person's card on the timesheets. */
export function PersonTimesheet(props: {
  person: TimesheetPersonJson;
  rooms: readonly DirectoryRoom[];
  timeZone: string;
}) {
  const { person } = props;
  const headingId = `timesheet-${person.accountId}`;
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Heading as="h2" size="4" id={headingId}>
              {person.name}{' '}
              <Text color="gray" size="2">
                ({person.role})
              </Text>
            </Heading>
            <AddEntryDialog
              accountId={person.accountId}
              person={person.name}
              rooms={props.rooms}
              timeZone={props.timeZone}
            />
          </Flex>
          {person.stillClockedIn ? (
            <Callout.Root color="amber" highContrast role="status">
              <Callout.Text>
                Still clocked in since an earlier day: a clock-out was probably forgotten. Correct
                the running entry below.
              </Callout.Text>
            </Callout.Root>
          ) : null}
          <TimesheetDaysTable
            label={`${person.name}'s week`}
            days={person.days}
            workedMinutes={person.workedMinutes}
            breakMinutes={person.breakMinutes}
          />
          <ClockEntriesTable
            label={`${person.name}'s entries`}
            entries={person.entries}
            timeZone={props.timeZone}
            action={(entry) => (
              <CorrectEntryDialog
                person={person.name}
                entry={entry}
                rooms={props.rooms}
                timeZone={props.timeZone}
              />
            )}
          />
        </Flex>
      </section>
    </Card>
  );
}
