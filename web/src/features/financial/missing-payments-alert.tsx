/**
 * @module
 * The red Missing Payments Alert (spec section 2): the customers who attended this week with
 * no payment received, and what each owes. Nothing when everyone present has paid something.
 */
import { formatDollars } from '@cubby/shared/money';
import { Callout, Heading, Text } from '@radix-ui/themes';
import * as styles from './financial.css.ts';
import type { CustomerWeek } from './financial-week.ts';

/** The alert listing the families who owe, or nothing. */
export function MissingPaymentsAlert({ missing }: { missing: CustomerWeek[] }) {
  if (missing.length === 0) return null;
  return (
    <Callout.Root color="red" highContrast role="region" aria-labelledby="missing-payments-heading">
      <div>
        <Heading as="h2" size="3" id="missing-payments-heading">
          Missing Payments Alert
        </Heading>
        <Text as="p" size="2">
          These customers attended this week and no payment has been received:
        </Text>
        <ul className={styles.missingList}>
          {missing.map((row) => (
            <li key={row.id}>
              <Text weight="bold">{row.name}</Text> owes {formatDollars(row.money.outstandingCents)}
            </li>
          ))}
        </ul>
      </div>
    </Callout.Root>
  );
}
