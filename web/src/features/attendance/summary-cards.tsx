/**
 * @module
 * The attendance screen's summary cards (spec section 2): Total Customers, Currently Present
 * (Today) counted from today's day records (a child in now: a visit still open, decision 069),
 * and Operating Days from the centre's hours (the spec's text until the owner sets the centre's
 * own, decision 070).
 */
import { mondayOf } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { Card, Grid, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useStatedHoursToday } from '../../data/centre-hours.ts';
import { recordsOn, useWeekDoc, useWeekRecords } from '../../data/week.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';

/** The three summary cards. */
export function SummaryCards({ totalCustomers }: { totalCustomers: number }) {
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="3" asChild>
      <section aria-label="Summary">
        <SummaryCard label="Total Customers" value={String(totalCustomers)} />
        <SummaryCard label="Currently Present (Today)" value={String(usePresentToday())} />
        <SummaryCard label="Operating Days" value={useStatedHoursToday().attendanceDays} />
      </section>
    </Grid>
  );
}

// Today may lie outside the week on screen, so this reads the current week's own document.
function usePresentToday(): number {
  const today = facilityToday(useFacilityClock());
  const { records } = useWeekRecords(useWeekDoc(mondayOf(today)));
  return recordsOn(records, today).filter((record) => record.inProgress).length;
}

function SummaryCard({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId}>
      <Text as="p" size="2" color="gray" id={labelId}>
        {label}
      </Text>
      <Text as="p" size="6" weight="bold">
        {value}
      </Text>
    </Card>
  );
}
