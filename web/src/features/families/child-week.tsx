/**
 * @module
 * A child's days on the family page: the default days (read-only here; the Schedule Overview
 * edits them) and which days of this week they were present, from the week's day records as the
 * attendance screen reads them, so it shows offline and follows check-ins live.
 */
import { WEEKDAYS, weekdayName } from '@cubby/shared/dates';
import type { DayRecord } from '@cubby/shared/day-record';
import { attendanceDayKey, type DirectoryEntry } from '@cubby/shared/docs';
import { DEFAULT_DAY_FIELDS } from '@cubby/shared/schemas';
import { Badge, Flex, Link as RadixLink, Text, VisuallyHidden } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import * as styles from './families.css.ts';

/** This week's dates and attendance, read once for all the family's children. */
export interface WeekAttendance {
  dates: string[];
  days: Map<string, DayRecord>;
}

/** The default days and this week's presence of `child`. */
export function ChildWeek({ child, week }: { child: DirectoryEntry; week: WeekAttendance }) {
  return (
    <Flex direction="column" gap="2">
      <Flex direction="column" gap="1">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Text size="2" weight="medium">
            Default days
          </Text>
          <RadixLink asChild size="2">
            <Link to="/schedule">Schedule</Link>
          </RadixLink>
        </Flex>
        <ul className={styles.weekDays} aria-label={`${child.name}: default days`}>
          {WEEKDAYS.map((day, index) => {
            const scheduled = child[DEFAULT_DAY_FIELDS[day]];
            const name = week.dates[index] ? weekdayName(week.dates[index]) : day;
            return (
              <li key={day}>
                <Badge color={scheduled ? 'jade' : 'gray'} variant="surface" highContrast>
                  {name.slice(0, 3)}
                  <VisuallyHidden>{scheduled ? ': scheduled' : ': not scheduled'}</VisuallyHidden>
                  <span aria-hidden>{scheduled ? ' ✓' : ' –'}</span>
                </Badge>
              </li>
            );
          })}
        </ul>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          This week
        </Text>
        <ul className={styles.weekDays} aria-label={`${child.name}: this week`}>
          {week.dates.map((date) => {
            const present = week.days.get(attendanceDayKey(child.id, date))?.present ?? false;
            return (
              <li key={date}>
                <Badge color={present ? 'jade' : 'gray'} variant="surface" highContrast>
                  {weekdayName(date).slice(0, 3)}: {present ? 'Present' : 'Absent'}
                </Badge>
              </li>
            );
          })}
        </ul>
      </Flex>
    </Flex>
  );
}
