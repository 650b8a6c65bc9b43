/**
 * @module
 * The family page's Statements list (decision 035): each billing period from the family's first
 * ledger date to today, newest first, with its closing balance and due date, a View link to the
 * printable statement and a PDF link. Read from the server each time the page opens.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { statementListResponseSchema } from '@cubby/shared/schemas';
import { Badge, Card, Flex, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { apiJson } from '../../lib/api-client.ts';

/** The Statements section of `familyId`'s page. */
export function StatementsSection({ familyId }: { familyId: string }) {
  const headingId = useId();
  const url = `/api/families/${encodeURIComponent(familyId)}/statements`;
  const statements = useQuery({
    queryKey: [url],
    queryFn: () => apiJson(statementListResponseSchema, 'GET', url),
    refetchOnMount: 'always',
  });
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id={headingId}>
          Statements
        </Heading>
        {statements.isPending ? (
          <AppSpinner label="Loading statements..." />
        ) : statements.isError ? (
          <LoadFailed
            what="The statements"
            error={statements.error}
            onRetry={() => void statements.refetch()}
          />
        ) : statements.data.length === 0 ? (
          <Card>
            <Text color="gray">No statements yet: nothing has been charged or paid.</Text>
          </Card>
        ) : (
          <Table.Root variant="surface" aria-label="Statements">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Period</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Closing balance</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Due date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Statement</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {statements.data.map((statement) => (
                <Table.Row key={statement.period}>
                  <Table.RowHeaderCell>
                    {formatDisplayDate(statement.from)} to {formatDisplayDate(statement.to)}{' '}
                    {statement.interim ? (
                      <Badge color="amber" highContrast>
                        Interim
                      </Badge>
                    ) : null}
                    {statement.overdue ? (
                      <Badge color="red" highContrast>
                        Overdue
                      </Badge>
                    ) : null}
                  </Table.RowHeaderCell>
                  <Table.Cell justify="end">
                    {formatDollars(parseMoney(statement.closingBalance))}
                  </Table.Cell>
                  <Table.Cell>{formatDisplayDate(statement.dueDate)}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="3">
                      <RadixLink asChild>
                        <Link
                          to="/families/$familyId/statements/$period"
                          params={{ familyId, period: statement.period }}
                          aria-label={`View the statement of ${statement.period}`}
                        >
                          View
                        </Link>
                      </RadixLink>
                      <RadixLink
                        href={`${url}/${statement.period}.pdf`}
                        target="_blank"
                        rel="noopener"
                        aria-label={`PDF of the statement of ${statement.period}`}
                      >
                        PDF
                      </RadixLink>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Flex>
    </section>
  );
}
