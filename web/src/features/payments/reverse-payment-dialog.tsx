/**
 * @module
 * 'Reverse' on a payment (the owner's alone): asks for the reason, which the server keeps with
 * the payment (never in the audit entry), then unpays what it covered.
 */
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { PaymentListItem } from '@cubby/shared/schemas';
import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { useReversePayment } from './payments-api.ts';

/** The Reverse button of one payment and its confirmation. */
export function ReversePaymentDialog(props: { payment: PaymentListItem }) {
  const { payment } = props;
  const [reason, setReason] = useState('');
  const reverse = useReversePayment();
  const reasonId = useId();
  const amount = formatDollars(parseMoney(payment.amount));
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" color="red" variant="soft" highContrast>
          Reverse
        </Button>
      }
      title="Reverse this payment?"
      description={`${amount} by ${payment.method} from the ${payment.familyName} family${
        payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ''
      }. The family owes it again; the payment stays listed as reversed.`}
      confirm="Reverse payment"
      pendingLabel="Reversing..."
      pending={reverse.isPending}
      disabled={reason.trim() === ''}
      color="red"
      onClose={() => {
        setReason('');
        reverse.reset();
      }}
      onConfirm={(close) =>
        reverse.mutate(
          { id: payment.id, reason: reason.trim() },
          {
            onSuccess: () => {
              toast({
                title: 'Payment Reversed',
                description: `${amount} from ${payment.familyName}`,
              });
              close();
            },
          },
        )
      }
    >
      <Flex direction="column" gap="1" mt="3">
        <Text as="label" htmlFor={reasonId} weight="medium">
          Reason (required)
        </Text>
        <TextArea
          id={reasonId}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {reverse.isError ? (
          <Callout.Root color="red" role="alert" mt="2">
            <Callout.Text>
              {reverse.error instanceof ApiError && reverse.error.body
                ? reverse.error.body
                : reverse.error.message}
            </Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </ConfirmDialog>
  );
}
