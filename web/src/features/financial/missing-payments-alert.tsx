/**
 * @module
 * The red Missing Payments Alert (spec section 2): the customers who attended this week with
 * no payment received, and what each owes; beside it, what the family owes in all across weeks
 * (issue 18). Nothing when everyone present has paid something.
 */
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { FamilyBalance } from '@cubby/shared/schemas';
import { Callout, Heading, Text } from '@radix-ui/themes';
import * as styles from './financial.css.ts';
import type { CustomerWeek } from './financial-week.ts';

/** The alert listing the families who owe, or nothing. */
export function MissingPaymentsAlert({
  missing,
  familyOf,
}: {
  missing: CustomerWeek[];
  /** Each child's family and its whole balance, once read (issue 18). */
  familyOf?: ReadonlyMap<string, FamilyBalance>;
}) {
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
              <Text weight="bold">{row.name}</Text> owes {formatDollars(row.money.owedCents)}
            </li>
          ))}
        </ul>
        {/* Apart from the spec's list items, which say this week's figure and nothing else. */}
        <WholeBalances missing={missing} familyOf={familyOf} />
      </div>
    </Callout.Root>
  );
}

// What each family owes across every week, which can be far more than this week's figure.
function WholeBalances(props: {
  missing: CustomerWeek[];
  familyOf: ReadonlyMap<string, FamilyBalance> | undefined;
}) {
  const families = new Map<string, FamilyBalance>();
  for (const row of props.missing) {
    const family = props.familyOf?.get(row.id);
    if (family) families.set(family.familyId, family);
  }
  if (families.size === 0) return null;
  return (
    <div className={styles.missingList}>
      {[...families.values()].map((family) => {
        const cents = parseMoney(family.balance);
        return (
          <Text as="p" size="2" key={family.familyId} data-testid="whole-owed">
            The <Text weight="bold">{family.name}</Text> family{' '}
            {cents < 0
              ? `holds a credit of ${formatDollars(-cents)}`
              : `owes ${formatDollars(cents)} in all`}
          </Text>
        );
      })}
    </div>
  );
}
