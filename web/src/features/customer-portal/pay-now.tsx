/**
 * @module
 * Pay now on the parent's account: the whole balance or another amount, checked before it is
 * sent; then Stripe's Payment Element for the intent the server made. Without card payments
 * (no Stripe configured, or Stripe.js blocked or offline) the parent reads that card payments
 * are not available right now.
 */
import { formatDollars, formatMoney, parseMoney } from '@cubby/shared/money';
import { Button, Callout, Flex, RadioGroup, Spinner, Text, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useId, useState } from 'react';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useStartPayment } from './account-api.ts';
import { checkPayAmount } from './account-view.ts';

// Stripe's form loads only when a parent pays; a failed load reads as unavailable.
const PayCardForm = lazy(() =>
  import('./pay-card-form.tsx').catch(() => ({ default: () => <CardPaymentsUnavailable /> })),
);

/** Pay now for a family that owes `balance`; `onStarted` and `onPaid` let the account poll. */
export function PayNow(props: { balance: string; onStarted: () => void; onPaid: () => void }) {
  const balanceCents = parseMoney(props.balance);
  const start = useStartPayment();
  const [choice, setChoice] = useState<'whole' | 'other'>('whole');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One tap of Pay now, however often it is sent: the server answers a repeat with its intent.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const amountId = useId();
  const started = start.data;

  if (started) {
    const amountLabel = formatDollars(parseMoney(started.amount));
    const again = () => {
      start.reset();
      setRequestId(crypto.randomUUID());
    };
    return (
      <Flex direction="column" gap="3">
        <Text as="p" weight="medium">
          Paying {amountLabel} by card
        </Text>
        {started.publishableKey ? (
          <Suspense fallback={<Spinner />}>
            <PayCardForm
              publishableKey={started.publishableKey}
              clientSecret={started.clientSecret}
              amountLabel={amountLabel}
              unavailable={<CardPaymentsUnavailable />}
              onPaid={props.onPaid}
            />
          </Suspense>
        ) : (
          <CardPaymentsUnavailable />
        )}
        <Button variant="soft" color="gray" onClick={again}>
          Choose another amount
        </Button>
      </Flex>
    );
  }

  const submit = () => {
    const cents = choice === 'whole' ? balanceCents : checkPayAmount(other, balanceCents);
    if (typeof cents === 'string') {
      setProblem(cents);
      return;
    }
    setProblem(null);
    start.mutate({ amount: formatMoney(cents), requestId }, { onSuccess: () => props.onStarted() });
  };
  const notConfigured = start.error instanceof ApiError && start.error.status === 503;

  return (
    <Flex direction="column" gap="3">
      <RadioGroup.Root
        value={choice}
        onValueChange={(value) => setChoice(value === 'other' ? 'other' : 'whole')}
        aria-label="How much to pay"
      >
        <RadioGroup.Item value="whole">
          The whole balance ({formatDollars(balanceCents)})
        </RadioGroup.Item>
        <RadioGroup.Item value="other">Another amount</RadioGroup.Item>
      </RadioGroup.Root>
      {choice === 'other' ? (
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={amountId} size="2" weight="medium">
            Amount to pay
          </Text>
          <TextField.Root
            id={amountId}
            size="3"
            inputMode="decimal"
            placeholder="0.00"
            value={other}
            onChange={(event) => setOther(event.target.value)}
            aria-invalid={problem !== null}
          >
            <TextField.Slot>$</TextField.Slot>
          </TextField.Root>
        </Flex>
      ) : null}
      {problem ? (
        <Text as="p" size="2" color="red" role="alert">
          {problem}
        </Text>
      ) : null}
      <Button size="3" highContrast disabled={start.isPending} onClick={submit}>
        {start.isPending ? 'Starting...' : 'Pay now'}
      </Button>
      {notConfigured ? <CardPaymentsUnavailable /> : <ServerRefusal error={start.error} />}
    </Flex>
  );
}

function CardPaymentsUnavailable() {
  return (
    <Callout.Root color="amber" role="status">
      <Callout.Text>
        Card payments are not available right now. You can pay at the front desk by cash or cheque.
      </Callout.Text>
    </Callout.Root>
  );
}
