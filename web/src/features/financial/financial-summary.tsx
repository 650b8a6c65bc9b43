/**
 * @module
 * The three cards of the financial dashboard (spec section 2): Weekly Revenue, Payments
 * Received and Outstanding Balance, over every family of the week on screen (`weekTotals`,
 * decision 071): what the week's days cost, the money received that week, and what the week's
 * days still owe. Each card is a named group so a screen reader reads label and figure together.
 */

import type { WeekTotals } from '@cubby/shared/family-money';
import { formatDollars } from '@cubby/shared/money';
import { Card, Text } from '@radix-ui/themes';
import { useId } from 'react';
import * as styles from './financial.css.ts';

/** The week's totals as three cards. */
export function FinancialSummary({ totals }: { totals: WeekTotals }) {
  return (
    <section className={styles.summary} aria-label="Weekly totals">
      <SummaryCard label="Weekly Revenue" cents={totals.costCents} />
      <SummaryCard label="Payments Received" cents={totals.receivedCents} />
      <SummaryCard label="Outstanding Balance" cents={totals.owedCents} />
    </section>
  );
}

function SummaryCard({ label, cents }: { label: string; cents: number }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId}>
      <Text as="div" id={labelId} size={{ initial: '1', sm: '2' }} color="gray">
        {label}
      </Text>
      <Text as="div" size={{ initial: '4', sm: '6' }} weight="bold">
        {formatDollars(cents)}
      </Text>
    </Card>
  );
}
