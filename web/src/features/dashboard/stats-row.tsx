/**
 * @module
 * The four stat cards of the dashboard (spec section 2): Currently Present and Total Hours Today
 * from this week's document, Operating Days from the centre's hours (the spec's texts until the
 * owner sets the centre's own, decision 070), Pending Payments from the server.
 */
import { THURSDAY_OPEN_NOTICE } from '@cubby/shared/constants';
import { Flex, Grid, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { HelpTooltip } from '../../components/help-tooltip.tsx';
import { useStatedHoursToday } from '../../data/centre-hours.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';
import { formatHours } from '../../lib/format.ts';
import { HELP } from './help-texts.ts';
import { StatCard } from './stat-card.tsx';
import type { PendingPayments } from './use-pending-payments.ts';

/** The stats row. `present` and `totalHours` are null until the week has loaded. */
export function StatsRow(props: {
  present: number | null;
  totalHours: number | null;
  pendingPayments: PendingPayments;
}) {
  const headingId = useId();
  const hours = useStatedHoursToday();
  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" gap="2" mb="2">
        <Heading as="h2" size="3" id={headingId}>
          Today
        </Heading>
        <HelpTooltip {...HELP.stats} />
      </Flex>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <StatCard label="Currently Present" value={props.present ?? '…'} />
        <StatCard
          label="Total Hours Today"
          value={props.totalHours === null ? '…' : formatHours(props.totalHours)}
        />
        <StatCard
          label="Operating Days"
          value={hours.daysPerWeek}
          // The spec's Thursday notice belongs to the spec's hours; the owner's state themselves.
          details={
            hours.spec ? [hours.dashboardHours, THURSDAY_OPEN_NOTICE] : [hours.dashboardHours]
          }
        />
        <PendingPaymentsCard pending={props.pendingPayments} />
      </Grid>
    </section>
  );
}

function PendingPaymentsCard({ pending }: { pending: PendingPayments }) {
  const help = <HelpTooltip {...HELP.payments} />;
  switch (pending.state) {
    case 'ready':
      return <StatCard label="Pending Payments" value={pending.count} help={help} />;
    case 'loading':
      return <StatCard label="Pending Payments" value="…" help={help} />;
    case 'offline':
      return (
        <StatCard label="Pending Payments" value="—" details={[NEEDS_CONNECTION]} help={help} />
      );
    case 'failed':
      return (
        <StatCard
          label="Pending Payments"
          value="—"
          details={[`Could not load (${pending.message}).`]}
          help={help}
        />
      );
  }
}
