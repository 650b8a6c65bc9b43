/**
 * @module
 * Under the spec's table, each family's whole balance across weeks beside this week's figures
 * (issue 18): what the week's days of the family's children cost, the money the family paid this
 * week (decision 071), and what the family owes in all (or its credit). The spec's table cells
 * stay as they are.
 */

import type { FamilyWeekMoney } from '@cubby/shared/family-money';
import { formatBalance, formatDollars, parseMoney } from '@cubby/shared/money';
import type { FamilyBalance } from '@cubby/shared/schemas';
import { Card, Heading, Table, Text } from '@radix-ui/themes';
import { ShownOnDemand } from '../../components/shown-on-demand.tsx';

/** The whole-balance table; families that owe nothing and had no money this week are left out. */
export function FamilyBalanceList(props: {
  families: readonly FamilyBalance[] | null;
  /** Each family's week on screen, by family id. */
  weeks: ReadonlyMap<string, FamilyWeekMoney>;
  error: Error | null;
}) {
  const shown = (props.families ?? [])
    .map((family) => {
      const week = props.weeks.get(family.familyId);
      return {
        family,
        cost: week?.costCents ?? 0,
        received: week?.receivedCents ?? 0,
        balance: parseMoney(family.balance),
      };
    })
    .filter((line) => line.balance !== 0 || line.cost !== 0 || line.received !== 0);
  return (
    <Card size="2" asChild>
      <section aria-labelledby="whole-balances-heading">
        <Heading as="h2" size="4" mb="1" id="whole-balances-heading">
          Family Balances
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          What each family owes in all, across every week, beside this week's figures.
        </Text>
        <ShownOnDemand what="family balances">
          {props.error ? (
            <Text role="alert" color="red">
              Family balances could not be loaded: {props.error.message}
            </Text>
          ) : props.families === null ? (
            <Text color="gray">Loading family balances...</Text>
          ) : shown.length === 0 ? (
            <Text color="gray">No family owes anything.</Text>
          ) : (
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Family</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>This week</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Received this week</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Balance in all</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map(({ family, cost, received, balance }) => (
                  <Table.Row key={family.familyId} data-testid="whole-balance">
                    {/* A plain cell: the spec's table finds a customer's row by its row header. */}
                    <Table.Cell>
                      {family.name} family
                      <Text as="div" size="1" color="gray">
                        {family.children.map((child) => child.name).join(', ')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{formatDollars(cost)}</Table.Cell>
                    <Table.Cell>{formatDollars(received)}</Table.Cell>
                    <Table.Cell data-testid="whole-balance-amount">
                      {formatBalance(balance)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </ShownOnDemand>
      </section>
    </Card>
  );
}
