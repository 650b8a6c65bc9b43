/**
 * @module
 * One customer who owes money: initials, name, short id, email, the balance, the unpaid
 * sessions, and 'Process Payment $x.xx'.
 */
import { formatDollars } from '@cubby/shared/money';
import { Avatar, Box, Button, Card, Flex, Text } from '@radix-ui/themes';
import { ChildLink } from '../../components/child-link.tsx';
import { initialsOf, shortId } from '../../lib/format.ts';
import * as styles from './checkout.css.ts';
import { sessionCount } from './format-session.ts';
import { SessionList } from './session-list.tsx';
import type { CustomerBalance } from './use-outstanding-balances.ts';

/** A customer's balance card. */
export function CustomerBalanceCard(props: {
  customer: CustomerBalance;
  canPay: boolean;
  onPay: (customer: CustomerBalance) => void;
}) {
  const { customer } = props;
  const balance = formatDollars(customer.balanceCents);
  return (
    <Card size="2" asChild>
      <article aria-label={customer.name}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex gap="3" align="center" className={styles.identity}>
              <Avatar fallback={initialsOf(customer.name)} radius="full" aria-hidden="true" />
              <Box className={styles.identity}>
                <Text as="div" weight="bold">
                  <ChildLink child={customer} />
                </Text>
                <Text as="div" size="1" color="gray">
                  ID: {shortId(customer.id)}
                </Text>
                {customer.email ? (
                  <Text as="div" size="1" color="gray">
                    {customer.email}
                  </Text>
                ) : null}
              </Box>
            </Flex>
            <Box ml="auto">
              <Text as="div" size="5" weight="bold" align="right">
                {balance}
              </Text>
              <Text as="div" size="1" color="gray" align="right">
                {sessionCount(customer.unpaidSessions)}
              </Text>
            </Box>
          </Flex>
          <SessionList sessions={customer.sessions} label={`Unpaid sessions of ${customer.name}`} />
          {customer.familyChargesCents > 0 ? (
            <Text as="p" size="2" color="gray">
              Includes {formatDollars(customer.familyChargesCents)} of the family's late fees and
              adjustments.
            </Text>
          ) : null}
          <Flex justify="end">
            <Button highContrast disabled={!props.canPay} onClick={() => props.onPay(customer)}>
              Process Payment {balance}
            </Button>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
