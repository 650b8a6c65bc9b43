/**
 * @module
 * The dashboard (spec section 2): greeting, today's stats, quick check-in, who is here, who is
 * expected today (issue 16), each room's ratio now (issue 19), and links. Every check-out asks
 * who is collecting (decision 073). Everything about today's visits comes from this week's
 * document, so the screen keeps working offline and shows other devices' check-ins without a
 * reload; only Pending Payments and adding a customer need the server.
 */
import { Container, Flex } from '@radix-ui/themes';
import { memo, useMemo, useState } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { FamiliesButton } from '../../components/families-button.tsx';
import { HelpTooltip, HelpTooltips } from '../../components/help-tooltip.tsx';
import { RequestsButton } from '../../components/requests-button.tsx';
import { useDirectory } from '../../data/directory.ts';
import { useExpectationsOn } from '../../data/expectations.ts';
import { useStaffUser } from '../../lib/staff-user.ts';
import { CollectDialog } from './collect-dialog.tsx';
import { CurrentAttendeesPanel } from './current-attendees-panel.tsx';
import * as styles from './dashboard.css.ts';
import { DashboardLinks } from './dashboard-links.tsx';
import { sortExpectedToday } from './expected-today.ts';
import { ExpectedTodayPanel } from './expected-today-panel.tsx';
import { HELP } from './help-texts.ts';
import { QuickCheckInCard } from './quick-check-in-card.tsx';
import { RoomsPanel } from './rooms-panel.tsx';
import { StatsRow } from './stats-row.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import { usePendingPayments } from './use-pending-payments.ts';
import { useTodaysVisits } from './use-todays-visits.ts';

// A check-in changes today's visits and nothing else: the header, the rooms (which follow their
// own documents) and the links are kept from one render to the next, not rebuilt on every tap.
const StaticRoomsPanel = memo(RoomsPanel);
const StaticDashboardLinks = memo(DashboardLinks);

/** The staff dashboard, the one staff screen with help marks. */
export function DashboardScreen() {
  return (
    <HelpTooltips>
      <Dashboard />
    </HelpTooltips>
  );
}

function Dashboard() {
  const { username, businessName } = useStaffUser();
  const now = useMinuteClock();
  const today = useTodaysVisits(now);
  const { customers, loaded } = useDirectory();
  const loading = !loaded;
  // The child whose check-out asks who is collecting (decision 073).
  const [collecting, setCollecting] = useState<string | null>(null);
  const collectingChild = customers.find((customer) => customer.id === collecting);
  const pendingPayments = usePendingPayments(today.visits, today.loaded);
  const openVisits = useMemo(() => [...today.openByCustomer.values()], [today.openByCustomer]);
  const expectations = useExpectationsOn(today.date, customers);
  const expectedReady = loaded && today.loaded && expectations.loaded;
  const expectedToday = useMemo(
    () =>
      expectedReady ? sortExpectedToday(customers, expectations.expectations, today.visits) : null,
    [expectedReady, customers, expectations.expectations, today.visits],
  );

  const header = useMemo(
    () => (
      <AppHeader
        // Signed in offline from a session remembered before the field existed: the app's name.
        title={businessName ?? 'Cubby'}
        subtitle={`Welcome, ${username}`}
        actions={
          <>
            {/* Beside the spec's header, not in its Quick Links: the family list (DESIGN 7). */}
            <FamiliesButton />
            <RequestsButton />
            <HelpTooltip {...HELP.dashboard} />
          </>
        }
      />
    ),
    [businessName, username],
  );

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} pb="6">
      {header}
      <Flex asChild direction="column" gap="5">
        <main>
          <StatsRow
            present={today.loaded ? openVisits.length : null}
            totalHours={today.loaded ? today.totalHours : null}
            pendingPayments={pendingPayments}
          />
          <StaticRoomsPanel />
          <div className={styles.columns}>
            <QuickCheckInCard
              customers={customers}
              loading={loading}
              openByCustomer={today.openByCustomer}
              undoableByCustomer={today.undoableByCustomer}
              now={now}
              onCheckIn={today.checkInCustomer}
              onCheckOut={setCollecting}
              onUndoCheckOut={today.undoCheckOutCustomer}
            />
            <div className={styles.sideColumn}>
              <CurrentAttendeesPanel
                openVisits={openVisits}
                customers={customers}
                now={now}
                onCheckOut={setCollecting}
              />
              <ExpectedTodayPanel today={expectedToday} />
              <StaticDashboardLinks />
            </div>
          </div>
        </main>
      </Flex>
      {collectingChild ? (
        <CollectDialog
          child={collectingChild}
          onClose={() => setCollecting(null)}
          onCollected={(collector) => today.checkOutCustomer(collectingChild.id, collector)}
        />
      ) : null}
    </Container>
  );
}
