/**
 * @module
 * A customer's unpaid sessions: date, check-in to check-out, hours, cost; then a day in progress
 * ('In Progress'), which has no hours or cost yet.
 */
import { Flex, Text } from '@radix-ui/themes';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import * as styles from './checkout.css.ts';
import { describeSession } from './format-session.ts';
import type { UnpaidSession } from './use-outstanding-balances.ts';

/** The sessions as a list. */
export function SessionList({ sessions, label }: { sessions: UnpaidSession[]; label: string }) {
  const { timeZone } = useFacilityClock();
  return (
    <ul className={styles.sessionList} aria-label={label}>
      {sessions.map((session) => {
        const line = describeSession(session, timeZone);
        return (
          <li key={session.id} className={styles.sessionItem}>
            <Flex direction="column">
              <Text size="2" weight="medium">
                {line.date}
              </Text>
              <Text size="1" color="gray">
                {line.hours ? `${line.times} · ${line.hours}` : line.times}
              </Text>
            </Flex>
            <Text size="2" weight="medium">
              {line.cost}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
