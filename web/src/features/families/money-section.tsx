/**
 * @module
 * The family page's Money section (issue 18): the family's whole balance (or credit), autopay
 * (on or off, the card, the last failure), the ledger of the last 90 days with its running
 * balance, and for the owner 'Add adjustment'.
 */
import { can } from '@cubby/shared/access';
import { addDays, formatDisplayDate } from '@cubby/shared/dates';
import { dateAt, facilityToday } from '@cubby/shared/facility-clock';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { AutopayState } from '@cubby/shared/schemas';
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { useSessionRole } from '../../lib/owner-validation.ts';
import { AddAdjustmentDialog } from './add-adjustment-dialog.tsx';
import { openingDateOf } from './ledger-opening.ts';
import { useFamilyAutopay, useFamilyLedger } from './money-api.ts';

/** How far back the section's ledger reaches. */
const LEDGER_DAYS = 90;

/** The Money section of a family's page; `joinedAt` is when the family came on the books. */
export function MoneySection(props: {
  familyId: string;
  canChange: boolean;
  joinedAt: string | null | undefined;
}) {
  const role = useSessionRole();
  const token = role === 'owner' ? 'owner' : 'staff';
  const mayAdjust = can({ role, subject: 'this device' }, 'ledger:adjust');
  const clock = useFacilityClock();
  const from = addDays(facilityToday(clock), -LEDGER_DAYS);
  const joinedOn = props.joinedAt ? dateAt(new Date(props.joinedAt), clock.timeZone) : null;
  const ledger = useFamilyLedger(props.familyId, from, token);
  const autopay = useFamilyAutopay(props.familyId, token);
  const heading = useId();
  const balance = ledger.data ? parseMoney(ledger.data.closingBalance) : null;

  return (
    <section aria-labelledby={heading}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={heading}>
            Money
          </Heading>
          {mayAdjust ? (
            <AddAdjustmentDialog familyId={props.familyId} disabled={!props.canChange} />
          ) : null}
        </Flex>
        <Card size="2">
          <Flex direction="column" gap="3">
            <Flex gap="6" wrap="wrap">
              <div>
                <Text as="div" size="1" color="gray">
                  {balance !== null && balance < 0 ? 'Credit' : 'Balance'}
                </Text>
                <Text as="div" size="5" weight="bold" data-testid="money-balance">
                  {balance === null
                    ? ledger.isError
                      ? 'Not available'
                      : 'Loading...'
                    : formatDollars(Math.abs(balance))}
                </Text>
              </div>
              <div>
                <Text as="div" size="1" color="gray">
                  Autopay
                </Text>
                <Text as="div" size="2" data-testid="money-autopay">
                  {autopay.data
                    ? autopayText(autopay.data)
                    : autopay.isError
                      ? 'Not available'
                      : 'Loading...'}
                </Text>
                {autopay.data?.lastFailure ? (
                  <Text as="div" size="1" color="red">
                    Last charge failed {autopay.data.lastFailure.at.slice(0, 10)}:{' '}
                    {autopay.data.lastFailure.message}
                  </Text>
                ) : null}
              </div>
            </Flex>
            {ledger.isError ? (
              <Text color="red" role="alert">
                The ledger could not be loaded: {ledger.error.message}
              </Text>
            ) : ledger.data ? (
              <LedgerTable
                ledger={ledger.data}
                openedOn={openingDateOf({
                  from,
                  joinedOn,
                  firstEntryOn: ledger.data.entries[0]?.date,
                })}
              />
            ) : null}
          </Flex>
        </Card>
      </Flex>
    </section>
  );
}

function LedgerTable(props: {
  ledger: NonNullable<ReturnType<typeof useFamilyLedger>['data']>;
  openedOn: string;
}) {
  const { ledger } = props;
  return (
    <Table.Root size="1" variant="surface" aria-label="Ledger, last 90 days">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Entry</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Balance</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>{formatDisplayDate(props.openedOn)}</Table.Cell>
          <Table.Cell>Opening balance</Table.Cell>
          <Table.Cell />
          <Table.Cell>{formatSigned(ledger.openingBalance)}</Table.Cell>
        </Table.Row>
        {ledger.entries.map((entry, index) => (
          // Entries have no id; their order is the ledger's and never changes within an answer.
          <Table.Row key={index} data-testid="ledger-entry">
            <Table.Cell>{formatDisplayDate(entry.date)}</Table.Cell>
            <Table.Cell>{entry.description}</Table.Cell>
            <Table.Cell>{formatSigned(entry.amount)}</Table.Cell>
            <Table.Cell>{formatSigned(entry.balance)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function formatSigned(amount: string): string {
  return formatDollars(parseMoney(amount));
}

function autopayText(state: AutopayState): string {
  if (state.pending) return 'Being set up';
  if (!state.enabled) return 'Off';
  return state.card ? `On, ${state.card.brand} ending ${state.card.last4}` : 'On';
}
