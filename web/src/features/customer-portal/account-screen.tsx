/**
 * @module
 * My Account (/customer-account, reached from My Schedule and My Details), phone first: the
 * balance in large type, Pay now, the recent statements with their PDFs (an overdue one marked),
 * the payments with their receipts, autopay (managed on My Details) and the year-end statements
 * for tax forms. A payment made here shows once Stripe tells the server: the account is asked
 * again until it does. Pay now (Radix's radio group, about 10 KiB) downloads only for a family
 * that owes, and only where the day-care takes cards; elsewhere the parent reads how to pay
 * instead (decision 072).
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { parseMoney } from '@cubby/shared/money';
import { howToPayWords } from '@cubby/shared/payment-words';
import type { CustomerAccountResponse } from '@cubby/shared/schemas';
import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Spinner,
  Text,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { useAccount } from './account-api.ts';
import { balanceHeadline, signedDollars } from './account-view.ts';
import { AUTOPAY_NEEDS_CARDS, autopayHeadline } from './autopay-view.ts';
import type { PortalFamily } from './customer-auth.ts';
import { namesList } from './names-list.ts';
import * as styles from './portal.css.ts';
import { PortalHeader } from './portal-header.tsx';

const METHOD_WORDS: Record<string, string> = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  marked: 'Recorded by the day-care',
};

/** My Account of a signed-in parent. */
export function AccountScreen({ family }: { family: PortalFamily }) {
  // The balance a started payment was made against: polled quickly until it changes.
  const [waitingFrom, setWaitingFrom] = useState<string | null>(null);
  const account = useAccount(waitingFrom !== null);
  const balance = account.data?.balance;
  useEffect(() => {
    if (waitingFrom !== null && balance !== undefined && balance !== waitingFrom)
      setWaitingFrom(null);
  }, [balance, waitingFrom]);

  return (
    <div className={styles.page}>
      <PortalHeader
        title="My Account"
        subtitle={`For ${namesList(family.children.map((c) => c.name))}`}
      >
        <Button asChild variant="soft" highContrast>
          <Link to="/customer-schedule">Back to My Schedule</Link>
        </Button>
      </PortalHeader>
      <main>
        {account.isPending ? (
          <Flex role="status" align="center" gap="2" py="4">
            <Spinner />
            <Text color="gray">Loading your account...</Text>
          </Flex>
        ) : account.isError ? (
          <LoadFailed
            what="Your account"
            error={account.error}
            onRetry={() => void account.refetch()}
          />
        ) : (
          <AccountBody
            account={account.data}
            onStarted={() => setWaitingFrom(account.data.balance)}
          />
        )}
      </main>
    </div>
  );
}

const payNow = lazyScreen(async () => (await import('./pay-now.tsx')).PayNow);

function AccountBody({
  account,
  onStarted,
}: {
  account: CustomerAccountResponse;
  onStarted: () => void;
}) {
  const owes = parseMoney(account.balance.replace('-', '')) > 0 && !account.balance.startsWith('-');
  return (
    <Flex direction="column" gap="5">
      <Section title="Balance">
        <Text as="p" size="8" weight="bold" data-testid="account-balance">
          {balanceHeadline(account.balance)}
        </Text>
        {owes && account.cardPayments ? (
          <Flex direction="column" mt="4">
            <Suspense fallback={<Spinner />}>
              {/* Keyed by the balance: a new balance starts a new payment. */}
              <payNow.Screen
                key={account.balance}
                balance={account.balance}
                onStarted={onStarted}
                onPaid={onStarted}
              />
            </Suspense>
          </Flex>
        ) : owes ? (
          <Text as="p" mt="3" data-testid="how-to-pay">
            {howToPayWords(false)}
          </Text>
        ) : null}
      </Section>
      <Section title="Statements">
        {account.statements.length === 0 ? (
          <Text color="gray">No statements yet. One is made after each billing period.</Text>
        ) : (
          <ul className={styles.plainList}>
            {account.statements.map((statement) => (
              <li key={statement.period}>
                <Row
                  main={`${formatDisplayDate(statement.from)} to ${formatDisplayDate(statement.to)}`}
                  detail={`Balance ${signedDollars(statement.closingBalance)}, due ${formatDisplayDate(statement.dueDate)}`}
                  badge={statement.overdue ? <Badge color="red">Overdue</Badge> : null}
                  link={
                    <RadixLink href={`/api/customer/statements/${statement.period}.pdf`}>
                      PDF
                    </RadixLink>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Payments">
        {account.payments.length === 0 ? (
          <Text color="gray">No payments yet.</Text>
        ) : (
          <ul className={styles.plainList}>
            {account.payments.map((payment) => (
              <li key={payment.id}>
                <Row
                  main={`${signedDollars(payment.amount)} · ${METHOD_WORDS[payment.method] ?? payment.method}`}
                  detail={`${formatDisplayDate(payment.date)}${payment.receiptNumber ? ` · ${payment.receiptNumber}` : ''}`}
                  badge={payment.reversed ? <Badge color="red">Reversed</Badge> : null}
                  link={
                    payment.receiptNumber ? (
                      <RadixLink href={`/api/customer/payments/${payment.id}/receipt.pdf`}>
                        Receipt
                      </RadixLink>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Autopay">
        <Text as="p">{autopayHeadline(account.autopay)}</Text>
        {account.cardPayments || account.autopay.enabled ? (
          <Text as="p" size="2" mt="2">
            <RadixLink asChild>
              <Link to="/customer-details">Manage autopay on My Details</Link>
            </RadixLink>
          </Text>
        ) : (
          <Text as="p" size="2" mt="2">
            {AUTOPAY_NEEDS_CARDS}
          </Text>
        )}
      </Section>
      <Section title="Year-end statements">
        {account.taxYears.length === 0 ? (
          <Text color="gray">
            A statement for your tax forms appears here for each year you paid.
          </Text>
        ) : (
          <ul className={styles.plainList}>
            {account.taxYears.map((year) => (
              <li key={year}>
                <RadixLink href={`/api/customer/tax-statements/${year}.pdf`}>
                  Year-end statement {year} (PDF)
                </RadixLink>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Flex>
  );
}

function Row(props: { main: string; detail: string; badge?: ReactNode; link: ReactNode }) {
  return (
    <Flex justify="between" align="center" gap="3" py="2">
      <Flex direction="column">
        <Text weight="medium">
          {props.main} {props.badge}
        </Text>
        <Text size="2" color="gray">
          {props.detail}
        </Text>
      </Flex>
      {props.link}
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="5" mb="3" id={headingId}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}
