/**
 * @module
 * The time clock at /time-clock (decision 040), for staff and the owner with their own account:
 * where I am now, one button per room in use (from the directory) to clock in or move there,
 * Start break and Clock out, this week's own timesheet, and my kiosk PIN.
 */

import { formatWeekRange } from '@cubby/shared/dates';
import { listDirectoryRooms } from '@cubby/shared/docs';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { ClockEntriesTable } from '../../components/clock-entries-table.tsx';
import { clockTimeOf } from '../../components/clock-times.ts';
import * as layout from '../../components/layout.css.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { StaffLinks } from '../../components/staff-links.tsx';
import { TimesheetDaysTable } from '../../components/timesheet-days-table.tsx';
import { whereIAm } from '../../components/where-i-am.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { useDocValue, useSyncedDoc } from '../../lib/sync/sync-context.tsx';
import { StaffPinForm } from './staff-pin-form.tsx';
import { useOwnWeek, usePunch } from './time-clock-api.ts';

/** The Time clock screen. */
export function TimeClockScreen() {
  const week = useOwnWeek();
  const punch = usePunch();
  const { timeZone } = useFacilityClock();
  const directory = useSyncedDoc({ kind: 'directory' });
  const rooms = useDocValue(directory, listDirectoryRooms, []);
  const state = week.data?.state;
  const roomName = (roomId: string) => rooms.find((room) => room.id === roomId)?.name ?? null;

  return (
    <div className={layout.page}>
      <AppHeader
        title="Time clock"
        subtitle={week.data ? `Week of ${formatWeekRange(week.data.weekStart)}` : undefined}
        actions={<StaffLinks current="/time-clock" />}
      />
      <main>
        <Flex direction="column" gap="5">
          {week.isPending ? <AppSpinner label="Loading your time..." /> : null}
          {week.isError ? (
            <LoadFailed what="Your time" error={week.error} onRetry={() => void week.refetch()} />
          ) : null}
          {state ? (
            <Card size="3">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="5" aria-live="polite">
                  {whereIAm(state, roomName, (at) => clockTimeOf(at, timeZone))}
                </Heading>
                <Flex gap="3" wrap="wrap" role="group" aria-label="Rooms">
                  {rooms.length === 0 ? (
                    <Text color="gray">No rooms yet: the owner adds them in Settings.</Text>
                  ) : null}
                  {rooms.map((room) => {
                    const here = state.status === 'working' && state.roomId === room.id;
                    return (
                      <Button
                        key={room.id}
                        size="3"
                        variant={here ? 'solid' : 'outline'}
                        highContrast
                        disabled={here || punch.isPending}
                        onClick={() => punch.mutate({ action: 'in', roomId: room.id })}
                      >
                        {buttonLabel(state.status, here, room.name)}
                      </Button>
                    );
                  })}
                </Flex>
                <Flex gap="3" wrap="wrap">
                  <Button
                    size="3"
                    variant="soft"
                    highContrast
                    disabled={state.status !== 'working' || punch.isPending}
                    onClick={() => punch.mutate({ action: 'break' })}
                  >
                    Start break
                  </Button>
                  <Button
                    size="3"
                    color="red"
                    variant="soft"
                    highContrast
                    disabled={state.status === 'out' || punch.isPending}
                    onClick={() => punch.mutate({ action: 'out' })}
                  >
                    Clock out
                  </Button>
                </Flex>
                <ServerRefusal error={punch.error} />
              </Flex>
            </Card>
          ) : null}
          {week.data ? (
            <Flex direction="column" gap="2">
              <Heading as="h2" size="4">
                This week
              </Heading>
              <TimesheetDaysTable
                label="Your time this week"
                days={week.data.days}
                workedMinutes={week.data.workedMinutes}
                breakMinutes={week.data.breakMinutes}
              />
              {week.data.entries.length > 0 ? (
                <ClockEntriesTable
                  label="Your entries this week"
                  entries={week.data.entries}
                  timeZone={timeZone}
                />
              ) : null}
            </Flex>
          ) : null}
          <StaffPinForm />
        </Flex>
      </main>
    </div>
  );
}

function buttonLabel(status: 'out' | 'working' | 'break', here: boolean, room: string): string {
  if (here) return `In ${room} now`;
  return status === 'working' ? `Move to ${room}` : `Clock in to ${room}`;
}
