/**
 * @module
 * The payment dialog (spec section 2): a spinner while the payment intent is requested, then
 * Stripe's card form when the server is configured with a publishable key, otherwise 'Payment
 * Processing Not Available' with the balance and the unpaid sessions, and Close.
 */
import { formatDollars } from '@cubby/shared/money';
import { Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { sessionCount } from './format-session.ts';
import { SessionList } from './session-list.tsx';
import type { CustomerBalance } from './use-outstanding-balances.ts';
import type { PaymentIntent } from './use-payment-intent.ts';

const CardPaymentForm = lazy(() => import('./card-payment-form.tsx'));

const NOT_CONFIGURED_ID = 'payment-not-configured';

/** The dialog; open while `customer` is set. */
export function PaymentDialog(props: {
  customer: CustomerBalance | null;
  requesting: boolean;
  intent: PaymentIntent | undefined;
  error: Error | null;
  onPaid: () => void;
  onClose: () => void;
}) {
  const { customer, intent } = props;
  const card = intent?.publishableKey ? { ...intent, publishableKey: intent.publishableKey } : null;
  return (
    <Dialog.Root open={customer !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        maxWidth="480px"
        // The waiting view has a Dialog.Description; the result view is described by its notice.
        {...(props.requesting || card ? {} : { 'aria-describedby': NOT_CONFIGURED_ID })}
      >
        {customer === null ? null : props.requesting ? (
          <Requesting customer={customer} />
        ) : card ? (
          <TakeCard customer={customer} intent={card} onPaid={props.onPaid} />
        ) : (
          <NotAvailable customer={customer} error={props.error} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Requesting({ customer }: { customer: CustomerBalance }) {
  return (
    <>
      <Dialog.Title>Process Payment</Dialog.Title>
      <Dialog.Description size="2">
        {formatDollars(customer.balanceCents)} for {customer.name}
      </Dialog.Description>
      <Flex role="status" align="center" justify="center" gap="3" py="6">
        <Spinner size="3" />
        <Text color="gray">Preparing payment...</Text>
      </Flex>
    </>
  );
}

function TakeCard(props: {
  customer: CustomerBalance;
  intent: PaymentIntent & { publishableKey: string };
  onPaid: () => void;
}) {
  const { customer, intent } = props;
  const [paid, setPaid] = useState(false);
  const amount = formatDollars(customer.balanceCents);
  return (
    <>
      <Dialog.Title>Process Payment</Dialog.Title>
      <Dialog.Description size="2" mb="4">
        {amount} for {customer.name}, {sessionCount(customer.unpaidSessions)}
      </Dialog.Description>
      {paid ? (
        <Callout.Root color="green" role="status" highContrast>
          <Callout.Text>
            Payment received. The balance updates as soon as the card payment provider confirms it.
          </Callout.Text>
        </Callout.Root>
      ) : (
        <Suspense fallback={<Spinner size="3" />}>
          <CardPaymentForm
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            amountLabel={amount}
            onPaid={() => {
              setPaid(true);
              props.onPaid();
            }}
          />
        </Suspense>
      )}
      <CloseFooter />
    </>
  );
}

function NotAvailable({ customer, error }: { customer: CustomerBalance; error: Error | null }) {
  // Configured, but refused (the balance changed, or Stripe said no): say why, not 'add keys'.
  const reason = error instanceof ApiError && error.status !== 503 ? error.body : null;
  return (
    <>
      <Dialog.Title>Payment Processing Not Available</Dialog.Title>
      <Callout.Root color="amber" highContrast mb="4">
        <Callout.Text id={NOT_CONFIGURED_ID}>
          {reason ??
            "Payment processing is not configured yet. The payment provider's API keys must be added before card payments can be taken."}
        </Callout.Text>
      </Callout.Root>
      <Flex justify="between" align="baseline" mb="2" gap="3" wrap="wrap">
        <Text weight="medium">{customer.name}</Text>
        <Text size="5" weight="bold">
          {formatDollars(customer.balanceCents)}
        </Text>
      </Flex>
      <Text as="p" size="2" color="gray" mb="2">
        {sessionCount(customer.unpaidSessions)}
      </Text>
      <SessionList sessions={customer.sessions} label={`Unpaid sessions of ${customer.name}`} />
      <CloseFooter />
    </>
  );
}

function CloseFooter() {
  return (
    <Flex justify="end" mt="5">
      <Dialog.Close>
        <Button variant="soft" color="gray">
          Close
        </Button>
      </Dialog.Close>
    </Flex>
  );
}
