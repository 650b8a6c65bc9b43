/**
 * @module
 * Payment processing (spec section 2): who owes what, for which sessions, and the payment
 * dialog. Everything here is read from the server, so with no connection it says so.
 */
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { BalanceSummary } from './balance-summary.tsx';
import * as styles from './checkout.css.ts';
import { CustomerBalanceCard } from './customer-balance-card.tsx';
import { FamilyBalances } from './family-balances.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import {
  type CustomerBalance,
  totalsOf,
  useOutstandingBalances,
} from './use-outstanding-balances.ts';
import { usePaymentIntent } from './use-payment-intent.ts';

// How long after a card is accepted the balances are read again.
const BALANCE_REFRESH_MS = 3000;

/** The payment processing screen. */
export function CheckoutScreen() {
  const balances = useOutstandingBalances();
  const intent = usePaymentIntent();
  const [paying, setPaying] = useState<CustomerBalance | null>(null);

  // Opening the dialog starts the request (spec section 4).
  const pay = (customer: CustomerBalance) => {
    setPaying(customer);
    intent.reset();
    intent.mutate({ customerId: customer.id, balanceCents: customer.balanceCents });
  };

  return (
    <div className={layout.narrowPage}>
      <AppHeader
        title="Payment Processing"
        subtitle="Outstanding balances and unpaid sessions"
        actions={
          <Button asChild variant="outline">
            <Link to="/">Back to Attendance</Link>
          </Button>
        }
      />
      <main>
        <Flex direction="column" gap="5">
          <NeedsConnection online={balances.online} />
          <Body balances={balances} canPay={balances.online} onPay={pay} />
          <FamilyBalances canRecord={balances.online} />
        </Flex>
      </main>
      <PaymentDialog
        customer={paying}
        requesting={intent.isPending}
        intent={intent.data}
        error={intent.error}
        // Stripe's webhook settles the days a moment after the card is accepted.
        onPaid={() => window.setTimeout(() => void balances.refetch(), BALANCE_REFRESH_MS)}
        onClose={() => setPaying(null)}
      />
    </div>
  );
}

function Body(props: {
  balances: ReturnType<typeof useOutstandingBalances>;
  canPay: boolean;
  onPay: (customer: CustomerBalance) => void;
}) {
  const { data, isPending, isError, error, online } = props.balances;
  if (!data) {
    if (isError) {
      return (
        <Callout.Root color="red" highContrast role="alert">
          <Callout.Text>Customer balances could not be loaded: {error.message}</Callout.Text>
        </Callout.Root>
      );
    }
    // With no connection the query waits; the notice above already says why.
    return online && isPending ? <AppSpinner label="Loading customer balances..." /> : null;
  }
  return (
    <>
      <BalanceSummary totals={totalsOf(data)} />
      {data.length === 0 ? (
        <Card size="3">
          <Flex direction="column" align="center" gap="1" py="4">
            <Heading as="h2" size="4">
              No Outstanding Balances
            </Heading>
            <Text color="gray">All customers are up to date with their payments.</Text>
          </Flex>
        </Card>
      ) : (
        <section aria-labelledby="outstanding-heading">
          <Heading as="h2" size="4" mb="3" id="outstanding-heading">
            Outstanding Balances
          </Heading>
          <ul className={styles.customerList}>
            {data.map((customer) => (
              <li key={customer.id}>
                <CustomerBalanceCard
                  customer={customer}
                  canPay={props.canPay}
                  onPay={props.onPay}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
