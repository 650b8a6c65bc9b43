/**
 * @module
 * /rooms/history?date= (issue 19): a facility day's ratios per room, as a chart of children,
 * staff and staff needed (out-of-ratio stretches shaded) with its numbers as a table, and a
 * report of every period out of ratio with the day's total minutes. Printable.
 */
import { addDays, formatDisplayDate, type IsoDate } from '@cubby/shared/dates';
import { instantAt } from '@cubby/shared/facility-clock';
import type { RoomRatioHistoryAnswer } from '@cubby/shared/schemas';
import {
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { useFacilityClock, useFacilityToday } from '../../lib/facility-clock.ts';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { chartWindow } from './chart-window.ts';
import { RatioChart, SERIES } from './ratio-chart.tsx';
import * as styles from './ratio-history.css.ts';
import { useRatioHistory } from './ratios-api.ts';

/** The ratio history of `date` (today when not given); `onDateChange` moves to another day. */
export function RatioHistoryScreen(props: {
  date: IsoDate | undefined;
  onDateChange: (date: IsoDate) => void;
}) {
  const today = useFacilityToday();
  const date = props.date ?? today;
  const history = useRatioHistory(date);
  const { timeZone } = useFacilityClock();
  const dateId = useId();
  const from = instantAt(date, '00:00', timeZone).toISOString();
  const to = instantAt(addDays(date, 1), '00:00', timeZone).toISOString();
  const until = date === today ? new Date().toISOString() : to;
  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} pb="6">
      <AppHeader
        title="Ratio history"
        subtitle={formatDisplayDate(date)}
        actions={
          <>
            <Button
              variant="soft"
              highContrast
              onClick={() => window.print()}
              className={styles.noPrint}
            >
              Print
            </Button>
            <Button asChild variant="outline" className={styles.noPrint}>
              <Link to="/rooms">Back to Rooms</Link>
            </Button>
          </>
        }
      />
      <Flex asChild direction="column" gap="4">
        <main>
          <Flex align="end" gap="3" wrap="wrap" className={styles.noPrint}>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={dateId} size="2" weight="medium">
                Day
              </Text>
              <TextField.Root
                id={dateId}
                type="date"
                value={date}
                max={today}
                onChange={(event) => {
                  if (event.target.value) props.onDateChange(event.target.value);
                }}
              />
            </Flex>
            <Text color="gray">Showing {formatDisplayDate(date)}</Text>
          </Flex>
          {history.isPending ? (
            <Text role="status" color="gray">
              Loading the day's ratios...
            </Text>
          ) : history.isError ? (
            <Text role="alert" color="red">
              {history.error.message}
            </Text>
          ) : history.data.length === 0 ? (
            <Text>No rooms yet.</Text>
          ) : (
            <>
              <DayTotal rooms={history.data} />
              {history.data.map((room) => (
                <RoomDay
                  key={room.roomId}
                  room={room}
                  from={from}
                  to={to}
                  until={until}
                  timeZone={timeZone}
                />
              ))}
            </>
          )}
        </main>
      </Flex>
    </Container>
  );
}

function DayTotal({ rooms }: { rooms: RoomRatioHistoryAnswer[] }) {
  const minutes = rooms.reduce((sum, room) => sum + room.minutesOutOfRatio, 0);
  const periods = rooms.reduce((sum, room) => sum + room.periods.length, 0);
  return (
    <Text as="p" size="4" weight="bold" color={periods > 0 ? 'red' : undefined}>
      {periods === 0
        ? 'Every room was in ratio all day.'
        : `Rooms were out of ratio for ${minutesText(minutes)} in all that day.`}
    </Text>
  );
}

// A period of seconds is still a period out of ratio: it is never shown as none.
function minutesText(minutes: number): string {
  if (minutes < 1) return 'less than a minute';
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function RoomDay(props: {
  room: RoomRatioHistoryAnswer;
  from: string;
  to: string;
  until: string;
  timeZone: string;
}) {
  const { room, timeZone } = props;
  const headingId = useId();
  const time = (instant: string) => formatTimeAt(instant, timeZone);
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            {room.name}
          </Heading>
          <Text color={room.periods.length > 0 ? 'red' : 'gray'} weight="medium">
            {room.periods.length === 0
              ? 'In ratio all day.'
              : `Out of ratio for ${minutesText(room.minutesOutOfRatio)}.`}
          </Text>
          <RatioChart
            room={room}
            {...chartWindow(room.points, props)}
            until={props.until}
            hourLabel={(hour) => time(hour.toISOString())}
          />
          <Flex className={styles.legend} aria-hidden="true">
            {SERIES.map((series) => (
              <Text key={series.key} size="1">
                <span className={styles.swatch} style={{ background: series.color }} />
                {series.label}
              </Text>
            ))}
            <Text size="1">
              <span className={styles.swatch} style={{ background: 'var(--red-a5)', height: 10 }} />
              Out of ratio
            </Text>
          </Flex>
          <details>
            <summary>The chart's numbers, at each change</summary>
            <Table.Root size="1">
              <VisuallyHidden asChild>
                <caption>{`${room.name}: children and staff at each change`}</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Children</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Staff</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Staff needed</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Ratio</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {room.points.map((point) => (
                  <Table.Row key={point.at}>
                    <Table.Cell>{time(point.at)}</Table.Cell>
                    <Table.Cell>{point.children}</Table.Cell>
                    <Table.Cell>{point.staff}</Table.Cell>
                    <Table.Cell>{point.staffNeeded}</Table.Cell>
                    <Table.Cell>{point.inRatio ? 'In ratio' : 'Out of ratio'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </details>
          <Heading as="h3" size="3">
            Periods out of ratio
          </Heading>
          {room.periods.length === 0 ? (
            <Text color="gray">None.</Text>
          ) : (
            <Table.Root size="1">
              <VisuallyHidden asChild>
                <caption>{`${room.name}: periods out of ratio`}</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>To</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Minutes</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Children (most)</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Staff (fewest)</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Staff needed</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {room.periods.map((period) => (
                  <Table.Row key={period.from}>
                    <Table.Cell>{time(period.from)}</Table.Cell>
                    <Table.Cell>{time(period.to)}</Table.Cell>
                    <Table.Cell>{period.minutes < 1 ? 'less than 1' : period.minutes}</Table.Cell>
                    <Table.Cell>{period.maxChildren}</Table.Cell>
                    <Table.Cell>{period.minStaff}</Table.Cell>
                    <Table.Cell>{period.staffNeeded}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <tfoot>
                <Table.Row>
                  <Table.RowHeaderCell colSpan={2}>Total</Table.RowHeaderCell>
                  <Table.Cell colSpan={4}>{minutesText(room.minutesOutOfRatio)}</Table.Cell>
                </Table.Row>
              </tfoot>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}
