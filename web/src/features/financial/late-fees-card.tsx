/**
 * @module
 * The "Late fees" card of the owner's dashboard (decision 036): each family whose statement is
 * past due by more than the grace days with money still owed, and an "Apply $X late fee" button
 * that asks first. Nothing is charged without the owner's click; nothing shows when no statement
 * is overdue, or while the list cannot be read (offline, the dashboard still works).
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { OverdueStatement } from '@cubby/shared/schemas';
import { Badge, Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { toast } from '../../lib/toast-store.ts';
import { useApplyLateFee, useOverdueStatements } from './use-late-fees.ts';

/** The overdue statements with their late-fee buttons, or nothing. */
export function LateFeesCard() {
  const overdue = useOverdueStatements();
  if (!overdue.data || overdue.data.statements.length === 0) return null;
  const { statements, lateFee, graceDays } = overdue.data;
  const feeCents = parseMoney(lateFee);
  return (
    <Card size="3" role="region" aria-labelledby="late-fees-heading">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id="late-fees-heading">
          Late fees
        </Heading>
        <Text as="p" size="2" color="gray">
          Statements more than {graceDays} days past their due date with money still owed. A late
          fee is added only when you apply it.
        </Text>
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Family</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Statement</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Due</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Owed</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {statements.map((statement) => (
              <Table.Row key={`${statement.familyId}|${statement.period}`}>
                <Table.RowHeaderCell>{statement.familyName}</Table.RowHeaderCell>
                <Table.Cell>{statement.periodLabel}</Table.Cell>
                <Table.Cell>{formatDisplayDate(statement.dueDate)}</Table.Cell>
                <Table.Cell>{formatDollars(parseMoney(statement.owed))}</Table.Cell>
                <Table.Cell>
                  <LateFeeAction statement={statement} feeCents={feeCents} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Card>
  );
}

function LateFeeAction({ statement, feeCents }: { statement: OverdueStatement; feeCents: number }) {
  const apply = useApplyLateFee();
  if (statement.lateFeeApplied) return <Badge color="gray">Late fee applied</Badge>;
  if (feeCents <= 0) {
    return (
      <Text size="2" color="gray">
        Set a late fee in Settings
      </Text>
    );
  }
  const fee = formatDollars(feeCents);
  return (
    <ConfirmDialog
      trigger={
        <Button size="2" variant="soft" color="red">
          Apply {fee} late fee
        </Button>
      }
      title="Apply a late fee"
      description={
        <>
          Add a late fee of {fee} to the {statement.familyName} family’s account for their statement
          for {statement.periodLabel}, due {formatDisplayDate(statement.dueDate)}? The family sees
          it on their account.
        </>
      }
      confirm={`Apply ${fee} late fee`}
      pendingLabel="Applying..."
      pending={apply.isPending}
      onConfirm={(close) =>
        apply.mutate(statement, {
          onSuccess: () => {
            close();
            toast({ title: `Late fee of ${fee} applied to the ${statement.familyName} family` });
          },
        })
      }
      onClose={() => apply.reset()}
    >
      <ServerRefusal error={apply.error} mt="3" />
    </ConfirmDialog>
  );
}
