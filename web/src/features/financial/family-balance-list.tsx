/**
 * @module
 * Under the spec's table, each family's whole balance across weeks beside this week's figures
 * (issue 18): the week's cost and received for the family's children, and what the family owes
 * in all (or its credit). The spec's table cells stay as they are.
 */

import { formatDollarsGrouped, parseMoney, sumCents } from '@cubby/shared/money';
import type { FamilyBalance } from '@cubby/shared/schemas';
import { Card, Heading, Table, Text } from '@radix-ui/themes';
import { ShownOnDemand } from '../../components/shown-on-demand.tsx';
import type { CustomerWeek } from './financial-week.ts';

/** The whole-balance table; families that owe nothing and had no charges this week are left out. */
export function FamilyBalanceList(props: {
  families: readonly FamilyBalance[] | null;
  rows: readonly CustomerWeek[];
  error: Error | null;
}) {
  const weekOf = new Map(props.rows.map((row) => [row.id, row.money]));
  const shown = (props.families ?? [])
    .map((family) => {
      const weeks = family.children.flatMap((child) => weekOf.get(child.id) ?? []);
      return {
        family,
        cost: sumCents(weeks.map((week) => week.costCents)),
        received: sumCents(weeks.map((week) => week.receivedCents)),
        balance: parseMoney(family.balance),
      };
    })
    .filter((line) => line.balance !== 0 || line.cost !== 0);
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
                    <Table.Cell>{formatDollarsGrouped(cost)}</Table.Cell>
                    <Table.Cell>{formatDollarsGrouped(received)}</Table.Cell>
                    <Table.Cell data-testid="whole-balance-amount">
                      {balance < 0
                        ? `Credit ${formatDollarsGrouped(-balance)}`
                        : formatDollarsGrouped(balance)}
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
