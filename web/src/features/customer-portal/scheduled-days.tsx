/**
 * @module
 * The family's scheduled days of the chosen week (spec section 2): weekday, date and a
 * 'Scheduled' badge each, or 'No scheduled days this week'. A day the family said it will not
 * come says 'Not coming' instead (issue 16), and a day the centre is closed says 'Closed'.
 */
import { formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import * as styles from './portal.css.ts';

/** The week's scheduled days; an h3 under a child's name in a family of several. */
export function ScheduledDays({
  dates,
  absent = [],
  closed = [],
  level = 'h2',
}: {
  dates: string[];
  /** Days of the week's 'not coming' answer. */
  absent?: readonly string[];
  /** Days the centre is closed. */
  closed?: readonly string[];
  level?: 'h2' | 'h3';
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading as={level} size="4" mb="3" id={headingId}>
        Scheduled Days
      </Heading>
      {dates.length === 0 ? (
        <Text as="p" color="gray">
          No scheduled days this week
        </Text>
      ) : (
        <ul className={styles.plainList}>
          {dates.map((date) => (
            <li key={date} className={styles.listRow}>
              <Flex direction="column">
                <Text weight="bold">{weekdayName(date)}</Text>
                <Text size="2" color="gray">
                  {formatDisplayDate(date)}
                </Text>
              </Flex>
              {closed.includes(date) ? (
                <Badge size="2" color="gray" highContrast>
                  Closed
                </Badge>
              ) : absent.includes(date) ? (
                <Badge size="2" color="red" highContrast>
                  Not coming
                </Badge>
              ) : (
                <Badge size="2" color="green" highContrast>
                  Scheduled
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
