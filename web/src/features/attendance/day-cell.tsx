/**
 * @module
 * One weekday of a customer's card: the presence checkbox ('Present on Monday'), and when present
 * the Early/Late badges, each visit's times and the Edit button that opens the attendance
 * details, all read from the day's record (decision 069), the same one the dashboard and the
 * sign-in sheet read. Today's cell is outlined and marked `aria-current="date"` (issue 16), with
 * what today holds for the child ('Confirmed', 'Not coming', ...) beside the checkbox; ticking it
 * asks when the child arrived. A day the centre is closed says 'Closed' and offers no tick,
 * unless the child was marked present before the closure was set: that record stays on show
 * (decision 070).
 */
import { formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import type { DayRecord } from '@cubby/shared/day-record';
import type { Expectation } from '@cubby/shared/expected-days';
import { Badge, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { ExpectationBadge } from '../../components/expectation-badge.tsx';
import { GridCheckbox } from '../../components/grid-checkbox.tsx';
import { todayCell } from '../../components/today-column.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import { toast } from '../../lib/toast-store.ts';
import type { AttendanceDetails } from './attendance-details.ts';
import * as styles from './customer-card.css.ts';
import { type DayCellView, dayCellView } from './day-cell-view.ts';
import { EditAttendanceButton } from './edit-attendance-button.tsx';

// Today's arrival dialog comes when first wanted, as the Edit dialog does: the grid opens
// without Radix's dialog code (decision 045). A tick works offline, so it also downloads as
// today's cell shows on a device whose service worker does not hold the app yet.
const todayArrival = onDemand(
  async () => (await import('./today-arrival-dialog.tsx')).TodayArrivalDialog,
  { offline: true },
);

/** A day cell of the weekly grid. */
export function DayCell(props: {
  customerName: string;
  /** The child's hourly rate ('12.50'), the one every charge uses. */
  hourlyRate: string;
  date: string;
  isToday: boolean;
  /** Whether the centre is closed that day (`openOn`). */
  closed: boolean;
  /** What the day holds for the child; given for today's cell only. */
  expectation: Expectation | null;
  day: DayRecord | null;
  disabled: boolean;
  /** Now on the facility's clock ('HH:MM'), where today's arrival time starts. */
  now: () => string;
  onToggle: (isPresent: boolean, arrivalTime?: string) => boolean;
  onSaveDetails: (details: AttendanceDetails, visitId?: string) => boolean;
}) {
  const [askArrival, setAskArrival] = useState(false);
  useEffect(() => {
    if (props.isToday) todayArrival.keepForOffline();
  }, [props.isToday]);
  const weekday = weekdayName(props.date);
  const day = props.day;
  const view = dayCellView(day);
  const present = view.present;
  const classes = [styles.dayCell, present && styles.present, props.isToday && todayCell];
  const toggle = (isPresent: boolean) => {
    // Today's presence is a visit: it needs the arrival time.
    if (isPresent && props.isToday) askArrivalTime();
    else props.onToggle(isPresent);
  };
  const askArrivalTime = () => {
    todayArrival.load().then(
      () => setAskArrival(true),
      () =>
        toast({
          title: 'Could not open Mark present today',
          description: 'Check the connection and press again.',
          variant: 'destructive',
        }),
    );
  };
  const TodayArrivalDialog = askArrival ? todayArrival.loaded() : undefined;
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      aria-label={`${weekday} ${formatDisplayDate(props.date)}`}
      aria-current={props.isToday ? 'date' : undefined}
    >
      <div className={styles.dayName}>
        <Text weight="bold" size="2">
          {weekday}
          {/* Screen readers hear "current date" from aria-current. */}
          {props.isToday ? (
            <Text color="blue" aria-hidden="true">
              {' '}
              · Today
            </Text>
          ) : null}
        </Text>
        <Text color="gray" size="1">
          {formatDisplayDate(props.date)}
        </Text>
      </div>
      {props.closed && !present ? (
        <Text as="p" size="2" color="gray" className={styles.presence}>
          Closed
        </Text>
      ) : (
        <Text as="label" size="2" className={styles.presence}>
          <GridCheckbox
            aria-label={`Present on ${weekday}`}
            checked={present}
            disabled={props.disabled}
            onCheckedChange={toggle}
          />
          <span aria-hidden="true">{present ? 'Present' : 'Absent'}</span>
        </Text>
      )}
      {props.expectation ? <ExpectationBadge expectation={props.expectation} /> : null}
      {day && present ? <PresentDay {...props} day={day} view={view} /> : null}
      {TodayArrivalDialog ? (
        <TodayArrivalDialog
          customerName={props.customerName}
          now={props.now()}
          onSave={(arrivalTime) => props.onToggle(true, arrivalTime)}
          onClose={() => setAskArrival(false)}
        />
      ) : null}
    </li>
  );
}

// What a present day shows: its badges, each visit's times (or that it has none), and Edit.
const BADGE_COLORS = { 'In now': 'jade', Early: 'orange', Late: 'purple' } as const;

function PresentDay(props: Parameters<typeof DayCell>[0] & { day: DayRecord; view: DayCellView }) {
  const { day, view } = props;
  return (
    <>
      <div className={styles.badges}>
        {view.badges.map((badge) => (
          <Badge key={badge} color={BADGE_COLORS[badge]} highContrast>
            {badge}
          </Badge>
        ))}
      </div>
      {/* Early and Late say so; the times say by how much (issue 16), a line per visit. */}
      {view.times.map((line) => (
        <Text key={line.key} size="1" color="gray">
          {line.text}
        </Text>
      ))}
      <EditAttendanceButton
        customerName={props.customerName}
        hourlyRate={props.hourlyRate}
        date={props.date}
        isToday={props.isToday}
        day={day}
        onSave={props.onSaveDetails}
      />
    </>
  );
}
