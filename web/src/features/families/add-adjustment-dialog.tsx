/**
 * @module
 * 'Add adjustment' (the owner's alone): a credit or discount the family is given, or a charge
 * added to what it owes, with the reason, which is required.
 */
import { formatMoney, parseMoney } from '@cubby/shared/money';
import { Button, Callout, Flex, SegmentedControl, Text, TextArea } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { refusalText } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast-store.ts';
import { useAddAdjustment } from './money-api.ts';

type Direction = 'credit' | 'charge';

/** The button and its dialog. */
export function AddAdjustmentDialog(props: { familyId: string; disabled: boolean }) {
  return (
    <FormDialog
      trigger={
        <Button variant="outline" disabled={props.disabled}>
          Add adjustment
        </Button>
      }
      maxWidth="440px"
      title="Add adjustment"
      description="A credit or discount lowers what the family owes; a charge adds to it."
    >
      {(close) => <AdjustmentForm familyId={props.familyId} onDone={close} />}
    </FormDialog>
  );
}

function AdjustmentForm(props: { familyId: string; onDone: () => void }) {
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { kind: useId(), amount: useId(), reason: useId() };
  const add = useAddAdjustment(props.familyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let cents: number;
    try {
      cents = parseMoney(amount);
    } catch {
      setProblem('Enter an amount like 25.00');
      return;
    }
    if (cents <= 0) return setProblem('Enter an amount greater than 0');
    if (!reason.trim()) return setProblem('A reason is required');
    setProblem(null);
    const signed = formatMoney(direction === 'credit' ? -cents : cents);
    add.mutate(
      { amount: signed, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Adjustment Added', description: `${signed} for ${reason.trim()}` });
          props.onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="span" weight="medium" id={ids.kind}>
            Kind
          </Text>
          <SegmentedControl.Root
            value={direction}
            onValueChange={(value) => setDirection(value as Direction)}
            aria-labelledby={ids.kind}
          >
            <SegmentedControl.Item value="credit">Credit or discount</SegmentedControl.Item>
            <SegmentedControl.Item value="charge">Charge</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.amount} weight="medium">
            Amount
          </Text>
          <MoneyInput id={ids.amount} value={amount} onChange={setAmount} />
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.reason} weight="medium">
            Reason (required)
          </Text>
          <TextArea
            id={ids.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Flex>
        {problem || add.isError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {problem ?? (add.error ? refusalText(add.error) : undefined)}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <DialogActions mt="2" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add adjustment'}
        </DialogActions>
      </Flex>
    </form>
  );
}
