/**
 * @module
 * 'Record Payment': the owner enters cash, a cheque or a bank transfer a family handed in
 * (amount, method, the day it was received, a note). Any amount goes into the family's ledger
 * (decision 031): a part payment leaves the rest owed, an overpayment is a credit. The toast
 * shows the receipt number the server gave it.
 */

import { facilityToday } from '@cubby/shared/facility-clock';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { Callout, Dialog, Flex, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { PaymentMethodField, type RecordedMethod } from '../../components/payment-method-field.tsx';
import { refusalText } from '../../lib/error-text.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';
import { toast } from '../../lib/toast-store.ts';
import { type OwnerBalance, useFamilyBalance, useRecordPayment } from './use-record-payment.ts';

/** The dialog; open while `customer` is set. */
export function RecordPaymentDialog(props: {
  customer: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={props.customer !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>Record Payment</Dialog.Title>
        {props.customer ? (
          // Mounted per family, so the form starts from that family's balance.
          <RecordPaymentBody
            key={props.customer.id}
            customer={props.customer}
            onDone={props.onClose}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RecordPaymentBody(props: { customer: { id: string; name: string }; onDone: () => void }) {
  const balance = useFamilyBalance(props.customer.id);
  return (
    <>
      <Dialog.Description size="2" mb="4">
        Cash, a cheque or a bank transfer received from {props.customer.name}'s family. Any amount:
        it pays the oldest days first, and more than is owed stays as a credit.
      </Dialog.Description>
      {balance.isPending ? (
        <Flex role="status" align="center" gap="2" py="4">
          <Spinner />
          <Text color="gray">Loading balance...</Text>
        </Flex>
      ) : balance.isError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>Could not load the balance: {balance.error.message}</Callout.Text>
        </Callout.Root>
      ) : (
        <PaymentForm customer={props.customer} balance={balance.data} onDone={props.onDone} />
      )}
    </>
  );
}

function PaymentForm(props: {
  customer: { id: string; name: string };
  balance: OwnerBalance;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState(props.balance.outstandingBalance);
  const [method, setMethod] = useState<RecordedMethod>('cheque');
  const clock = useFacilityClock();
  const [receivedOn, setReceivedOn] = useState(() => facilityToday(clock));
  const [note, setNote] = useState('');
  const ids = { amount: useId(), date: useId(), note: useId(), hint: useId() };
  const record = useRecordPayment((recorded) => {
    const receipt = recorded.receiptNumber ? `, receipt ${recorded.receiptNumber}` : '';
    toast({
      title: 'Payment Recorded',
      description: `${formatDollars(parseMoney(amount))} by ${METHOD_LABELS[method].toLowerCase()} from ${props.customer.name}${receipt}`,
    });
    props.onDone();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({ customerId: props.customer.id, amount, method, receivedOn, note });
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          Owes <strong>{formatDollars(parseMoney(props.balance.outstandingBalance))}</strong> for{' '}
          {props.balance.sessions.length} unpaid{' '}
          {props.balance.sessions.length === 1 ? 'day' : 'days'}.
        </Text>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.amount} weight="medium">
            Amount
          </Text>
          <MoneyInput
            id={ids.amount}
            value={amount}
            aria-describedby={ids.hint}
            onChange={setAmount}
          />
          <Text id={ids.hint} size="1" color="gray">
            Any amount: the oldest days are paid first
          </Text>
        </Flex>
        <PaymentMethodField value={method} onChange={setMethod} />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.date} weight="medium">
            Date received
          </Text>
          <TextField.Root
            id={ids.date}
            type="date"
            required
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
          />
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.note} weight="medium">
            Note (optional)
          </Text>
          <TextArea
            id={ids.note}
            placeholder="Cheque number, who paid..."
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Flex>
        {record.isError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{refusalText(record.error)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <DialogActions mt="2" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record Payment'}
        </DialogActions>
      </Flex>
    </form>
  );
}
