/**
 * @module
 * The desk's family balances (issue 18), beside the spec's per-child list: each family's whole
 * balance across weeks, its children together, and 'Record cash or cheque' for money handed in.
 * A family in credit shows it; a family that owes nothing and has no credit is left out.
 */

import { formatBalance, formatDollars, parseMoney } from '@cubby/shared/money';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ShownOnDemand } from '../../components/shown-on-demand.tsx';
import { useFamilyBalances } from '../../lib/family-money.ts';
import * as styles from './checkout.css.ts';
import { DeskPaymentDialog } from './desk-payment-dialog.tsx';

/** The Family Balances section; `canRecord` is false while offline. */
export function FamilyBalances(props: { canRecord: boolean }) {
  const balances = useFamilyBalances('staff', props.canRecord);
  const families = (balances.data?.families ?? []).filter(
    (family) => parseMoney(family.balance) !== 0,
  );
  return (
    <section aria-labelledby="family-balances-heading">
      <Heading as="h2" size="4" mb="1" id="family-balances-heading">
        Family Balances
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        What each family owes in all, siblings together, across every week.
      </Text>
      <ShownOnDemand what="family balances">
        {balances.isError ? (
          <Text color="red" role="alert">
            Family balances could not be loaded: {balances.error.message}
          </Text>
        ) : balances.isPending && props.canRecord ? (
          <Text color="gray">Loading family balances...</Text>
        ) : families.length === 0 ? (
          <Text color="gray">No family owes anything or holds a credit.</Text>
        ) : (
          <ul className={styles.customerList}>
            {families.map((family) => {
              const cents = parseMoney(family.balance);
              return (
                <li key={family.familyId}>
                  {/* Not an article: the spec's list names each child's card, and a family's name
                    often holds a child's. */}
                  <Card size="2" data-testid="family-balance">
                    <div>
                      <Flex justify="between" align="center" gap="3" wrap="wrap">
                        <div>
                          <Text as="div" weight="bold">
                            {family.name} family
                          </Text>
                          <Text as="div" size="1" color="gray">
                            {family.children.map((child) => child.name).join(', ')}
                          </Text>
                        </div>
                        <Flex align="center" gap="3" ml="auto">
                          <Text size="4" weight="bold" data-testid="family-balance-amount">
                            {cents < 0 ? formatBalance(cents) : `Owes ${formatDollars(cents)}`}
                          </Text>
                          <DeskPaymentDialog family={family} disabled={!props.canRecord} />
                        </Flex>
                      </Flex>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </ShownOnDemand>
    </section>
  );
}
