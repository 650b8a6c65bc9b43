/**
 * @module
 * The payment dialog (spec section 2): a spinner while the payment intent is requested, then
 * 'Payment Processing Not Available' with the balance and the unpaid sessions, and Close. No
 * card form is ever shown.
 */
import { formatDollars } from '@cubby/shared/money';
import { Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { sessionCount } from './format-session.ts';
import { SessionList } from './session-list.tsx';
import type { CustomerBalance } from './use-outstanding-balances.ts';

const NOT_CONFIGURED_ID = 'payment-not-configured';

/** The dialog; open while `customer` is set. */
export function PaymentDialog(props: {
  customer: CustomerBalance | null;
  requesting: boolean;
  onClose: () => void;
}) {
  const { customer } = props;
  return (
    <Dialog.Root open={customer !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        maxWidth="480px"
        // The waiting view has a Dialog.Description; the result view is described by its notice.
        {...(props.requesting ? {} : { 'aria-describedby': NOT_CONFIGURED_ID })}
      >
        {customer === null ? null : props.requesting ? (
          <Requesting customer={customer} />
        ) : (
          <NotAvailable customer={customer} />
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

function NotAvailable({ customer }: { customer: CustomerBalance }) {
  return (
    <>
      <Dialog.Title>Payment Processing Not Available</Dialog.Title>
      <Callout.Root color="amber" highContrast mb="4">
        <Callout.Text id={NOT_CONFIGURED_ID}>
          Payment processing is not configured yet. The payment provider&apos;s API keys must be
          added before card payments can be taken.
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
      <Flex justify="end" mt="5">
        <Dialog.Close>
          <Button variant="soft" color="gray">
            Close
          </Button>
        </Dialog.Close>
      </Flex>
    </>
  );
}
