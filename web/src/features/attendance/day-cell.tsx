/**
 * @module
 * One weekday of a customer's card: the presence checkbox ('Present on Monday'), and when present
 * the Early/Late badges and the Edit button that opens the attendance details. Today's cell is
 * outlined and marked `aria-current="date"` (issue 16), with what today holds for the child
 * ('Confirmed', 'Not coming', ...) beside the checkbox, so the front desk sees who to expect.
 * A day the centre is closed says 'Closed' and offers no tick, unless the child was marked
 * present before the closure was set: that record stays on show (decision 070).
 */
import { formatClockTime, formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import type { AttendanceDay } from '@cubby/shared/docs';
import type { Expectation } from '@cubby/shared/expected-days';
import { Badge, Text } from '@radix-ui/themes';
import { ExpectationBadge } from '../../components/expectation-badge.tsx';
import { GridCheckbox } from '../../components/grid-checkbox.tsx';
import { todayCell } from '../../components/today-column.tsx';
import type { AttendanceDetails } from './attendance-details.ts';
import * as styles from './customer-card.css.ts';
import { EditAttendanceButton } from './edit-attendance-button.tsx';

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
  day: AttendanceDay | null;
  disabled: boolean;
  onToggle: (isPresent: boolean) => void;
  onSaveDetails: (details: AttendanceDetails) => boolean;
}) {
  const weekday = weekdayName(props.date);
  const present = props.day?.isPresent ?? false;
  const classes = [styles.dayCell, present && styles.present, props.isToday && todayCell];
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
            onCheckedChange={props.onToggle}
          />
          <span aria-hidden="true">{present ? 'Present' : 'Absent'}</span>
        </Text>
      )}
      {props.expectation ? <ExpectationBadge expectation={props.expectation} /> : null}
      {present ? (
        <>
          <div className={styles.badges}>
            {props.day?.isEarlyPickup ? (
              <Badge color="orange" highContrast>
                Early
              </Badge>
            ) : null}
            {props.day?.isLatePickup ? (
              <Badge color="purple" highContrast>
                Late
              </Badge>
            ) : null}
          </div>
          {/* Early and Late say so; the times say by how much (issue 16). */}
          {props.day?.arrivalTime && props.day.departureTime ? (
            <Text size="1" color="gray">
              {formatClockTime(props.day.arrivalTime)} - {formatClockTime(props.day.departureTime)}
            </Text>
          ) : null}
          <EditAttendanceButton
            customerName={props.customerName}
            hourlyRate={props.hourlyRate}
            date={props.date}
            day={props.day}
            onSave={props.onSaveDetails}
          />
        </>
      ) : null}
    </li>
  );
}
