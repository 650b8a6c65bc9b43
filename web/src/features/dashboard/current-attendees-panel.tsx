/**
 * @module
 * The Current Attendees panel (spec section 2): how many are present, and for each the name,
 * the time elapsed and the check-in time; 'No one currently checked in' when empty. Each name
 * links to the family page, with the child's allergy and medical marks. Each attendee has Check
 * Out (issue 16), which asks who is collecting as the quick card's does (decision 073).
 * Who dropped the child off shows under the check-in time when a kiosk recorded it (issue 17).
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { stayMinutes } from '@cubby/shared/stay-time';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { ChildAlerts } from '../../components/child-alerts.tsx';
import { ChildLink } from '../../components/child-link.tsx';
import type { ChildVisit } from '../../data/week.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { countOf, shortId } from '../../lib/format.ts';
import * as styles from './dashboard.css.ts';
import { formatElapsed, withDropOff } from './visit-format.ts';

/** Who is here now, earliest arrival first. */
export function CurrentAttendeesPanel(props: {
  openVisits: ChildVisit[];
  customers: DirectoryEntry[];
  now: Date;
  /** The same check-out as the quick card's: it asks who is collecting. */
  onCheckOut: (customerId: string) => void;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const { timeZone } = useFacilityClock();
  const entries = new Map(props.customers.map((customer) => [customer.id, customer]));
  const count = props.openVisits.length;
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            Current Attendees
          </Heading>
          {/* The spec's '{n} people', said of one person as a person would (issue 16). */}
          <Text color="gray" role="status">
            {countOf(count, 'person', 'people')} currently present
          </Text>
          {count === 0 ? (
            <Text>No one currently checked in</Text>
          ) : (
            <ul className={styles.list} aria-label="Current attendees">
              {props.openVisits.map((visit) => {
                const child = entries.get(visit.customerId);
                return (
                  <li key={visit.id} className={styles.attendee}>
                    <Text weight="medium" className={styles.name}>
                      {child ? (
                        <>
                          <ChildLink child={child} /> <ChildAlerts child={child} />
                        </>
                      ) : (
                        `Customer ${shortId(visit.customerId)}`
                      )}
                    </Text>
                    <Text weight="medium">{formatElapsed(stayMinutes(visit, props.now))}</Text>
                    <Text size="1" color="gray">
                      Checked in at{' '}
                      <time dateTime={visit.checkInTime}>
                        {formatTimeAt(visit.checkInTime, timeZone)}
                      </time>
                      {withDropOff(visit)}
                    </Text>
                    <Button
                      size="1"
                      color="orange"
                      variant="soft"
                      aria-label={`Check Out ${child?.name ?? `Customer ${shortId(visit.customerId)}`}`}
                      onClick={() => props.onCheckOut(visit.customerId)}
                    >
                      Check Out
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {/* The spec does not show what this does; it opens the attendance screen (/) on this
              week, today's cells marked, where each child's times and pick-up reasons are, and
              are edited. A second list of today here would repeat the panel above. */}
          <Button variant="outline" onClick={() => void navigate({ to: '/' })}>
            View All Details
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
