/**
 * @module
 * My Schedule (spec section 2): the family's scheduled days for a chosen week, the portal's
 * hours and advance-notice texts, and the Confirm This Week panel. The week's answer lives in
 * the family's document for that week, so it works with no signal; a new week shows itself.
 */
import { ADVANCE_NOTICE_DAYS, PORTAL_SCHEDULE_TEXT } from '@cubby/shared/constants';
import { formatDisplayDate, formatWeekRange } from '@cubby/shared/dates';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { useWeekOnScreen } from '../../lib/facility-clock.ts';
import { useSyncedDoc } from '../../lib/sync/sync-context.tsx';
import { ConfirmWeekPanel } from './confirm-week-panel.tsx';
import type { PortalCustomer } from './customer-auth.ts';
import * as styles from './portal.css.ts';
import { PortalSession, useEndSessionOnRefusal } from './portal-session.tsx';
import { splitWeek } from './portal-week.ts';
import { ScheduledDays } from './scheduled-days.tsx';
import { usePortalLogout } from './use-portal-logout.ts';
import { useWeekRollover } from './use-week-rollover.ts';

/** The customer schedule screen of a signed-in family. */
export function CustomerScheduleScreen({ customer }: { customer: PortalCustomer }) {
  return (
    <PortalSession customerId={customer.id}>
      <MySchedule customer={customer} />
    </PortalSession>
  );
}

function MySchedule({ customer }: { customer: PortalCustomer }) {
  const [monday, setMonday] = useWeekOnScreen();
  useWeekRollover(setMonday);
  const family = useSyncedDoc({ kind: 'family', customerId: customer.id, monday });
  useEndSessionOnRefusal(family);
  const week = useMemo(() => splitWeek(customer, monday), [customer, monday]);
  const logout = usePortalLogout();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <Heading as="h1" size="7">
            My Schedule
          </Heading>
          <Text as="p" color="gray">
            Welcome, {customer.name}
          </Text>
        </div>
        <Flex gap="2" align="center">
          <ConnectionStatus />
          <Button
            variant="soft"
            color="gray"
            highContrast
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </Button>
        </Flex>
      </header>
      <main>
        <Flex direction="column" gap="5">
          <Card size="2">
            <WeekNavigator
              monday={monday}
              onChange={setMonday}
              label={`Week of ${formatDisplayDate(monday)} (${formatWeekRange(monday)})`}
            />
          </Card>
          <Flex direction="column" gap="1">
            <Text as="p" size="2">
              Hours: {PORTAL_SCHEDULE_TEXT}. Hours may change.
            </Text>
            <Text as="p" size="2">
              Please give at least {ADVANCE_NOTICE_DAYS} days advance notice of any change.
            </Text>
          </Flex>
          <ScheduledDays dates={week.scheduled} />
          <ConfirmWeekPanel
            family={family}
            customer={customer}
            monday={monday}
            scheduled={week.scheduled}
            open={week.open}
          />
        </Flex>
      </main>
    </div>
  );
}
