/**
 * @module
 * The Customer Schedules & Weekly Confirmations card: week navigation and one row per customer,
 * reading the week's staff notes and confirmations and the children's standing notes once for all
 * rows, in a region that scrolls sideways on a tablet or a phone.
 */
import {
  formatDisplayDate,
  formatWeekRange,
  WEEKDAYS,
  weekDates,
  weekdayName,
} from '@cubby/shared/dates';
import { type DirectoryEntry, listStaffNotes } from '@cubby/shared/docs';
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import * as layout from '../../components/layout.css.ts';
import { todayMark, WeekColumns } from '../../components/today-column.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { useWeekDoc } from '../../data/week.ts';
import { useWeekConfirmations } from '../../data/week-confirmations.ts';
import { useFacilityToday } from '../../lib/facility-clock.ts';
import { useDocLoaded, useDocValue } from '../../lib/sync/sync-context.tsx';
import * as styles from './schedule-overview.css.ts';
import { ScheduleRow } from './schedule-row.tsx';
import { ScheduleScroller } from './schedule-scroller.tsx';
import { useStandingNotes } from './use-standing-notes.ts';

/** The weekly schedules card. */
export function ScheduleTable(props: {
  monday: string;
  onWeekChange: (monday: string) => void;
  customers: DirectoryEntry[];
  onEdit: (customer: DirectoryEntry) => void;
}) {
  const week = useWeekDoc(props.monday);
  const weekLoaded = useDocLoaded(week);
  const staffNotes = useDocValue(week, listStaffNotes, []);
  const { confirmations } = useWeekConfirmations(props.monday);
  const standingNotes = useStandingNotes();
  const dates = weekDates(props.monday);
  const dayNames = dates.map(weekdayName);
  const today = useFacilityToday();

  return (
    <Card size="2" asChild>
      <section aria-labelledby="weekly-schedules-heading">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="weekly-schedules-heading">
            Customer Schedules &amp; Weekly Confirmations
          </Heading>
          <WeekNavigator
            monday={props.monday}
            onChange={props.onWeekChange}
            label={`Week of ${formatDisplayDate(props.monday)} (${formatWeekRange(props.monday)})`}
          />
          {props.customers.length === 0 ? (
            <Text as="p" color="gray" align="center" my="6">
              No customers found. Add customers first to see their schedules.
            </Text>
          ) : (
            <ScheduleScroller>
              <Table.Root variant="surface" size="1">
                <WeekColumns before={1} dates={dates} today={today} after={3} />
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell className={layout.stickyName}>
                      Customer Name
                    </Table.ColumnHeaderCell>
                    {WEEKDAYS.map((day, index) => (
                      <Table.ColumnHeaderCell
                        key={day}
                        {...todayMark(dates[index] ?? '', today, styles.dayColumn)}
                      >
                        {dayNames[index]}
                      </Table.ColumnHeaderCell>
                    ))}
                    <Table.ColumnHeaderCell>Customer Status</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Customer Notes</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Staff Notes</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {props.customers.map((customer) => (
                    <ScheduleRow
                      key={customer.id}
                      customer={customer}
                      confirmation={confirmations.get(customer.id)}
                      monday={props.monday}
                      week={week}
                      staffNote={staffNotes.get(customer.id) ?? ''}
                      standingNote={standingNotes?.get(customer.id)}
                      weekLoaded={weekLoaded}
                      onEdit={props.onEdit}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            </ScheduleScroller>
          )}
        </Flex>
      </section>
    </Card>
  );
}
