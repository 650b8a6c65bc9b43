/**
 * @module
 * The three cards over the list: customers with outstanding balances, the total outstanding,
 * and the unpaid sessions.
 */
import { formatDollars } from '@cubby/shared/money';
import { Card, Text } from '@radix-ui/themes';
import * as styles from './checkout.css.ts';
import type { BalanceTotals } from './use-outstanding-balances.ts';

/** The summary cards. */
export function BalanceSummary({ totals }: { totals: BalanceTotals }) {
  const cards = [
    { label: 'Customers with Balances', value: String(totals.customers) },
    { label: 'Total Outstanding', value: formatDollars(totals.outstandingCents) },
    { label: 'Unpaid Sessions', value: String(totals.unpaidSessions) },
  ];
  return (
    <ul className={styles.summary} aria-label="Payment summary">
      {cards.map((card) => (
        <Card asChild key={card.label}>
          <li>
            <Text as="div" size={{ initial: '1', sm: '2' }} color="gray">
              {card.label}
            </Text>
            <Text as="div" size={{ initial: '4', sm: '6' }} weight="bold">
              {card.value}
            </Text>
          </li>
        </Card>
      ))}
    </ul>
  );
}
