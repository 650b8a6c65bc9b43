/**
 * @module
 * /payments, the owner's payments (decision 038): every payment received, newest first, with
 * date, family, method, amount, receipt number, who recorded it and whether it stands or was
 * reversed; filters by date range and method; 'Reverse' with a reason. Behind the owner gate.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { PAYMENT_METHODS, type PaymentListQuery, type PaymentMethod } from '@cubby/shared/schemas';
import { Badge, Card, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import type { AccessFormProps, OwnerAccess } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { isSessionEnded } from '../../lib/error-text.ts';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';
import { usePaymentList } from './payments-api.ts';
import { ReversePaymentDialog } from './reverse-payment-dialog.tsx';

const ANY = 'any';

/** The Payments screen. */
export function PaymentsScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  return (
    <OwnerScreen
      path="/payments"
      title="Payments"
      subtitle="Every payment received, and reversing one"
      purpose="Enter the owner credentials to see the payments."
      accessForm={props.accessForm}
    >
      {(access) => <PaymentsPanel {...access} />}
    </OwnerScreen>
  );
}

function PaymentsPanel({ onRefused }: OwnerAccess) {
  const [filter, setFilter] = useState<PaymentListQuery>({});
  const list = usePaymentList(filter);
  const ids = { from: useId(), to: useId(), method: useId() };
  useEffect(() => {
    if (isSessionEnded(list.error)) onRefused();
  }, [list.error, onRefused]);
  return (
    <Card size="2" asChild>
      <section aria-labelledby="payments-heading">
        <Heading as="h2" size="4" id="payments-heading" mb="3">
          Payments Received
        </Heading>
        <Flex gap="3" wrap="wrap" mb="3" align="end">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" htmlFor={ids.from}>
              From
            </Text>
            <TextField.Root
              id={ids.from}
              type="date"
              value={filter.from ?? ''}
              onChange={(event) => setFilter({ ...filter, from: event.target.value || undefined })}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" htmlFor={ids.to}>
              To
            </Text>
            <TextField.Root
              id={ids.to}
              type="date"
              value={filter.to ?? ''}
              onChange={(event) => setFilter({ ...filter, to: event.target.value || undefined })}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="span" size="2" id={ids.method}>
              Method
            </Text>
            <Select.Root
              value={filter.method ?? ANY}
              onValueChange={(value) =>
                setFilter({
                  ...filter,
                  method: value === ANY ? undefined : (value as PaymentMethod),
                })
              }
            >
              <Select.Trigger aria-labelledby={ids.method} />
              <Select.Content>
                <Select.Item value={ANY}>Any method</Select.Item>
                {PAYMENT_METHODS.map((method) => (
                  <Select.Item key={method} value={method}>
                    {METHOD_LABELS[method]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
        {list.isPending ? (
          <AppSpinner label="Loading payments..." />
        ) : list.isError ? (
          <LoadFailed what="The payments" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.payments.length === 0 ? (
          <Text color="gray">No payments match.</Text>
        ) : (
          <Table.Root size="1" variant="surface">
            <Table.Header>
              <Table.Row>
                {['Date', 'Family', 'Method', 'Amount', 'Receipt', 'Recorded by', 'Status', ''].map(
                  (label) => (
                    <Table.ColumnHeaderCell key={label}>
                      {label || <span className="rt-visually-hidden">Actions</span>}
                    </Table.ColumnHeaderCell>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.payments.map((payment) => (
                <Table.Row key={payment.id} data-testid="payment-row">
                  <Table.Cell>{formatDisplayDate(payment.receivedOn)}</Table.Cell>
                  <Table.RowHeaderCell>{payment.familyName}</Table.RowHeaderCell>
                  <Table.Cell>{METHOD_LABELS[payment.method]}</Table.Cell>
                  <Table.Cell>{formatDollars(parseMoney(payment.amount))}</Table.Cell>
                  <Table.Cell>{payment.receiptNumber ?? '—'}</Table.Cell>
                  <Table.Cell>{payment.recordedBy ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      color={
                        payment.status === 'received'
                          ? 'green'
                          : payment.status === 'reversed'
                            ? 'gray'
                            : 'amber'
                      }
                      highContrast
                    >
                      {payment.status === 'reversed' ? 'Reversed' : capitalize(payment.status)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {payment.status === 'received' ? (
                      <ReversePaymentDialog payment={payment} />
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Card>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
