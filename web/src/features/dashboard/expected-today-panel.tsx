/**
 * @module
 * The Expected Today panel (issue 16): each child expected today with what the day holds
 * ('Confirmed', 'Schedule change at 2:00 PM', ...) and whether they are in, gone or still to
 * arrive, then the children whose family said they will not come today. Beside Current
 * Attendees, so the desk sees who is missing as well as who is here.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { ChildAlerts } from '../../components/child-alerts.tsx';
import { ChildLink } from '../../components/child-link.tsx';
import { ExpectationBadge } from '../../components/expectation-badge.tsx';
import * as styles from './dashboard.css.ts';
import {
  type ExpectedChild,
  type ExpectedToday,
  expectedSummary,
  PRESENCE_TEXT,
} from './expected-today.ts';

const PRESENCE_COLOR = { in: 'jade', gone: 'gray', not_arrived: 'orange' } as const;

/** Who is expected today and where they are; `today` null while it loads. */
export function ExpectedTodayPanel(props: { today: ExpectedToday | null }) {
  const headingId = useId();
  const notComingId = useId();
  const { today } = props;
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            Expected Today
          </Heading>
          {today === null ? (
            <Text color="gray" role="status">
              Loading who is expected...
            </Text>
          ) : (
            <>
              <Text color="gray" role="status">
                {expectedSummary(today.counts)}
              </Text>
              {today.expected.length === 0 ? (
                <Text>No one is expected today.</Text>
              ) : (
                <ul className={styles.list} aria-label="Expected today">
                  {today.expected.map((child) => (
                    <ExpectedRow key={child.customer.id} child={child} />
                  ))}
                </ul>
              )}
              {today.notComing.length > 0 ? (
                <>
                  <Heading as="h3" size="2" id={notComingId}>
                    Not coming today
                  </Heading>
                  <ul className={styles.list} aria-labelledby={notComingId}>
                    {today.notComing.map((customer) => (
                      <NotComingRow key={customer.id} customer={customer} />
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function ExpectedRow({ child }: { child: ExpectedChild }) {
  return (
    <li className={styles.expectedRow}>
      <Text weight="medium" className={styles.name}>
        <ChildLink child={child.customer} /> <ChildAlerts child={child.customer} />
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        <ExpectationBadge expectation={child.expectation} />
        <Text size="2" color={PRESENCE_COLOR[child.presence]} weight="medium">
          {PRESENCE_TEXT[child.presence]}
        </Text>
      </Flex>
    </li>
  );
}

function NotComingRow({ customer }: { customer: DirectoryEntry }) {
  return (
    <li className={styles.expectedRow}>
      <Text weight="medium" className={styles.name}>
        <ChildLink child={customer} /> <ChildAlerts child={customer} />
      </Text>
      <ExpectationBadge expectation={{ kind: 'not_coming' }} />
    </li>
  );
}
