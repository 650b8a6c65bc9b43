/**
 * @module
 * 'Record cash or cheque' at the desk (issue 18): any amount, prefilled with the family's whole
 * balance; cash, cheque or bank transfer; the cheque number and payer's name if given; the day
 * received (the facility's today). Once the server takes it, the dialog shows the receipt.
 */
import { facilityToday } from '@cubby/shared/facility-clock';
import { formatDollars, formatMoney, parseMoney } from '@cubby/shared/money';
import type { FamilyBalance } from '@cubby/shared/schemas';
import { Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { PaymentMethodField, type RecordedMethod } from '../../components/payment-method-field.tsx';
import { refusalText } from '../../lib/error-text.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { readFamilyBalance, useRecordFamilyPayment } from '../../lib/family-money.ts';
import { PaymentReceipt, type Receipt } from './payment-receipt.tsx';

/** The button and its dialog for one family. */
export function DeskPaymentDialog(props: { family: FamilyBalance; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="outline" disabled={props.disabled}>
          Record cash or cheque
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>Record cash or cheque</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Money the {props.family.name} family handed in. Any amount: it pays the oldest days first,
          and more than is owed stays as a credit.
        </Dialog.Description>
        {open ? <DeskPaymentBody family={props.family} onClose={() => setOpen(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DeskPaymentBody(props: { family: FamilyBalance; onClose: () => void }) {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  if (receipt) {
    return (
      <Flex direction="column" gap="4">
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text>Payment recorded</Callout.Text>
        </Callout.Root>
        <PaymentReceipt receipt={receipt} />
        <Flex justify="end">
          <Button highContrast onClick={props.onClose}>
            Done
          </Button>
        </Flex>
      </Flex>
    );
  }
  return <DeskPaymentForm family={props.family} onRecorded={setReceipt} />;
}

function DeskPaymentForm(props: { family: FamilyBalance; onRecorded: (r: Receipt) => void }) {
  const owed = parseMoney(props.family.balance);
  const [amount, setAmount] = useState(owed > 0 ? formatMoney(owed) : '');
  const [method, setMethod] = useState<RecordedMethod>('cash');
  const [chequeNumber, setChequeNumber] = useState('');
  const [payerName, setPayerName] = useState('');
  const clock = useFacilityClock();
  const [receivedOn, setReceivedOn] = useState(() => facilityToday(clock));
  const ids = { amount: useId(), cheque: useId(), payer: useId(), date: useId() };
  const record = useRecordFamilyPayment('staff');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = method === 'cheque' && chequeNumber.trim() ? `Cheque ${chequeNumber.trim()}` : '';
    record.mutate(
      { familyId: props.family.familyId, amount, method, receivedOn, payerName, note },
      {
        onSuccess: async (payment) => {
          // The balance after is the server's, read again: another desk may have taken money too.
          const balanceAfter = await readFamilyBalance(props.family.familyId, 'staff');
          props.onRecorded({ payment, familyName: props.family.name, balanceAfter });
        },
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          {owed < 0 ? 'In credit by ' : 'Owes '}
          <strong>{formatDollars(Math.abs(owed))}</strong> in all.
        </Text>
        <FormField id={ids.amount} label="Amount">
          <MoneyInput id={ids.amount} required value={amount} onChange={setAmount} />
        </FormField>
        <PaymentMethodField value={method} onChange={setMethod} />
        {method === 'cheque' ? (
          <FormField id={ids.cheque} label="Cheque number (optional)">
            <TextField.Root
              id={ids.cheque}
              value={chequeNumber}
              onChange={(event) => setChequeNumber(event.target.value)}
            />
          </FormField>
        ) : null}
        <FormField id={ids.payer} label="Payer name (optional)">
          <TextField.Root
            id={ids.payer}
            value={payerName}
            onChange={(event) => setPayerName(event.target.value)}
          />
        </FormField>
        <FormField id={ids.date} label="Date received">
          <TextField.Root
            id={ids.date}
            type="date"
            required
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
          />
        </FormField>
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
