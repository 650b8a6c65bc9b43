/**
 * @module
 * My Schedule (spec section 2): the chosen week, the portal's hours and advance-notice texts,
 * and each child's scheduled days and Confirm This Week panel. A family of one sees the screen
 * the spec draws; a family of several sees each child's week under the child's name, and above
 * them one action that confirms the week for every child. Each child's answer lives in that
 * child's document for the week, so it works with no signal; a new week shows itself. Beside
 * the spec's own hours line, the centre's hours that week (decision 070).
 */
import { answerWindow } from '@cubby/shared/answer-window';
import { ADVANCE_NOTICE_DAYS, PORTAL_SCHEDULE_TEXT } from '@cubby/shared/constants';
import { formatDisplayDate, formatWeekRange } from '@cubby/shared/dates';
import { hoursOn } from '@cubby/shared/facility-hours';
import { formatOpeningHours } from '@cubby/shared/hours-text';
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { useFacilityToday, useWeekOnScreen } from '../../lib/facility-clock.ts';
import { ChildWeek } from './child-week.tsx';
import { ConfirmAllChildren } from './confirm-all-children.tsx';
import type { PortalFamily } from './customer-auth.ts';
import { namesList } from './names-list.ts';
import { NoticesCard } from './notices-card.tsx';
import * as styles from './portal.css.ts';
import { PortalHeader } from './portal-header.tsx';
import { PortalSession, useEndSessionOnRefusal } from './portal-session.tsx';
import { useFamilyDocs } from './use-family-docs.ts';
import { usePortalHours } from './use-portal-hours.ts';
import { useWeekRollover } from './use-week-rollover.ts';

/** The customer schedule screen of a signed-in family. */
export function CustomerScheduleScreen({ family }: { family: PortalFamily }) {
  return (
    <PortalSession customerId={family.customer.id}>
      <MySchedule family={family} />
    </PortalSession>
  );
}

function MySchedule({ family }: { family: PortalFamily }) {
  const [monday, setMonday] = useWeekOnScreen();
  useWeekRollover(setMonday);
  // Only the weeks a family may answer: the server opens no other (decision 066).
  const { first, last } = answerWindow(useFacilityToday());
  const { childDocs, docs } = useFamilyDocs(family.children, monday);
  useEndSessionOnRefusal(docs);
  const several = childDocs.length > 1;
  const hours = usePortalHours();
  const centreHours = formatOpeningHours(hoursOn(hours.history, monday).openingHours);

  return (
    <div className={styles.page}>
      <PortalHeader
        title="My Schedule"
        subtitle={`Welcome, ${namesList(family.children.map((child) => child.name))}`}
      >
        <ConnectionStatus />
        <Button asChild variant="soft" highContrast>
          <Link to="/customer-details">My Details</Link>
        </Button>
        <Button asChild variant="soft" highContrast>
          <Link to="/customer-account">My Account</Link>
        </Button>
      </PortalHeader>
      <main>
        <Flex direction="column" gap="5">
          <NoticesCard />
          <Card size="2">
            <WeekNavigator
              monday={monday}
              onChange={setMonday}
              first={first}
              last={last}
              label={`Week of ${formatDisplayDate(monday)} (${formatWeekRange(monday)})`}
            />
          </Card>
          <Flex direction="column" gap="1">
            <Text as="p" size="2">
              Hours: {PORTAL_SCHEDULE_TEXT}. Hours may change.
            </Text>
            <Text as="p" size="2">
              This week the centre is open: {centreHours}.
            </Text>
            <Text as="p" size="2">
              Please give at least {ADVANCE_NOTICE_DAYS} days advance notice of any change.
            </Text>
          </Flex>
          {several ? (
            <ConfirmAllChildren childDocs={childDocs} docs={docs} monday={monday} hours={hours} />
          ) : null}
          {childDocs.map(({ child, family: doc }) => (
            <ChildWeek
              key={child.id}
              child={child}
              family={doc}
              monday={monday}
              named={several}
              hours={hours}
            />
          ))}
        </Flex>
      </main>
    </div>
  );
}
