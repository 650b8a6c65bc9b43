/**
 * @module
 * The owner's timesheets for one week (decision 040): the week picker, Print and Download CSV,
 * and each person who clocked time that week. Loading, nobody clocked in, and a failed read each
 * say so.
 */
import { formatDisplayDate, formatWeekRange } from '@cubby/shared/dates';
import { listDirectoryRooms } from '@cubby/shared/docs';
import { Button, Flex, Text } from '@radix-ui/themes';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { usePrintJob } from '../../components/print-layer.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { useFacilityClock, useWeekOnScreen } from '../../lib/facility-clock.ts';
import { useDocValue, useSyncedDoc } from '../../lib/sync/sync-context.tsx';
import { PersonTimesheet } from './person-timesheet.tsx';
import { timesheetsUrl, useTimesheets } from './timesheets-api.ts';
import { TimesheetsPrint } from './timesheets-print.tsx';

/** The timesheets of the week on screen. */
export function TimesheetsPanel() {
  const [monday, setMonday] = useWeekOnScreen();
  const sheet = useTimesheets(monday);
  const { timeZone } = useFacilityClock();
  const directory = useSyncedDoc({ kind: 'directory' });
  const rooms = useDocValue(directory, listDirectoryRooms, []);
  const [printing, print] = usePrintJob<{ at: number }>();

  return (
    <Flex direction="column" gap="4">
      <WeekNavigator
        monday={monday}
        onChange={setMonday}
        label={`Week of ${formatDisplayDate(monday)} (${formatWeekRange(monday)})`}
      />
      <Flex gap="3" wrap="wrap">
        <Button
          variant="outline"
          highContrast
          disabled={!sheet.data}
          onClick={() => print({ at: Date.now() })}
        >
          Print
        </Button>
        <Button asChild variant="outline" highContrast>
          <a href={timesheetsUrl(monday, true)} download>
            Download CSV
          </a>
        </Button>
      </Flex>
      {sheet.isPending ? <AppSpinner label="Loading the timesheets..." /> : null}
      {sheet.isError ? (
        <LoadFailed
          what="The timesheets"
          error={sheet.error}
          onRetry={() => void sheet.refetch()}
        />
      ) : null}
      {sheet.data && sheet.data.people.length === 0 ? (
        <Text as="p" color="gray">
          Nobody clocked in this week.
        </Text>
      ) : null}
      {sheet.data?.people.map((person) => (
        <PersonTimesheet key={person.accountId} person={person} rooms={rooms} timeZone={timeZone} />
      ))}
      {printing && sheet.data ? <TimesheetsPrint sheet={sheet.data} /> : null}
    </Flex>
  );
}
