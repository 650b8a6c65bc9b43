/**
 * @module
 * The Autopay card in the parent portal, phone first: off, "Turn on autopay" saves a card with
 * Stripe's Payment Element (a SetupIntent); on, which card it charges and "Turn off autopay"
 * after a confirmation. The last declined charge shows until a card is saved again. Where the
 * day-care takes no cards, autopay is not offered and the parent reads how to pay instead
 * (decision 072); when Stripe.js cannot load, that card entry is not available, never a form
 * that does not come.
 */
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { lazy, Suspense, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAccount } from './account-api.ts';
import {
  useAutopay,
  useRefreshAutopay,
  useStartAutopay,
  useTurnOffAutopay,
} from './autopay-api.ts';
import { AUTOPAY_NEEDS_CARDS, autopayHeadline, expiryLabel } from './autopay-view.ts';

// Stripe's form loads only when a parent turns autopay on; a failed load reads as unavailable.
const AutopayCardForm = lazy(() =>
  import('./autopay-card-form.tsx').catch(() => ({ default: () => <CardEntryUnavailable /> })),
);

/** The family's autopay. */
export function AutopayCard() {
  const autopay = useAutopay();
  // Whether the day-care takes cards is the account's to say; unknown, autopay is offered and
  // the server's answer says if it cannot start.
  const account = useAccount(false);
  const headingId = useId();
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="3" id={headingId}>
          Autopay
        </Heading>
        {autopay.isPending || account.isPending ? (
          <Flex role="status" align="center" gap="2">
            <Spinner />
            <Text color="gray">Loading autopay...</Text>
          </Flex>
        ) : autopay.isError ? (
          <LoadFailed what="Autopay" error={autopay.error} onRetry={() => void autopay.refetch()} />
        ) : (
          <AutopayBody state={autopay.data} cardPayments={account.data?.cardPayments ?? true} />
        )}
      </section>
    </Card>
  );
}

function AutopayBody({
  state,
  cardPayments,
}: {
  state: NonNullable<ReturnType<typeof useAutopay>['data']>;
  cardPayments: boolean;
}) {
  return (
    <Flex direction="column" gap="3">
      <Text as="p" weight="medium">
        {autopayHeadline(state)}
      </Text>
      {state.enabled && state.card ? (
        <Text as="p" size="2" color="gray">
          {expiryLabel(state.card)}. Each statement's balance is charged on its due date.
        </Text>
      ) : null}
      {state.lastFailure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{state.lastFailure.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {state.enabled ? (
        <TurnOff />
      ) : cardPayments ? (
        <TurnOn pending={state.pending} />
      ) : (
        <Text as="p" size="2">
          {AUTOPAY_NEEDS_CARDS}
        </Text>
      )}
    </Flex>
  );
}

function TurnOn({ pending }: { pending: boolean }) {
  const start = useStartAutopay();
  const refresh = useRefreshAutopay();
  const [saved, setSaved] = useState(false);
  const setup = start.data;

  if (saved || (pending && !setup)) {
    return (
      <Flex role="status" align="center" gap="2">
        <Spinner />
        <Text size="2" color="gray">
          Waiting for your bank to confirm the card...
        </Text>
      </Flex>
    );
  }
  if (setup) {
    if (!setup.publishableKey) return <CardEntryUnavailable />;
    return (
      <Suspense fallback={<Spinner />}>
        <AutopayCardForm
          publishableKey={setup.publishableKey}
          clientSecret={setup.clientSecret}
          unavailable={<CardEntryUnavailable />}
          onSaved={() => {
            setSaved(true);
            refresh();
          }}
        />
      </Suspense>
    );
  }
  const notConfigured = start.error instanceof ApiError && start.error.status === 503;
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2">
        Save a card and each statement's balance is paid on its due date. You can turn it off at any
        time.
      </Text>
      <Button size="3" highContrast disabled={start.isPending} onClick={() => start.mutate()}>
        {start.isPending ? 'Starting...' : 'Turn on autopay'}
      </Button>
      {notConfigured ? <CardEntryUnavailable /> : <ServerRefusal error={start.error} />}
    </Flex>
  );
}

function TurnOff() {
  const turnOff = useTurnOffAutopay();
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button size="3" variant="soft" color="red">
            Turn off autopay
          </Button>
        }
        title="Turn off autopay?"
        description="No statement will be charged to your card, and the card is removed. You can pay from your account, or turn autopay on again with a card."
        confirm="Turn off autopay"
        pendingLabel="Turning off..."
        pending={turnOff.isPending}
        color="red"
        onConfirm={(close) => turnOff.mutate(undefined, { onSettled: close })}
      />
      <ServerRefusal error={turnOff.error} />
    </>
  );
}

function CardEntryUnavailable() {
  return (
    <Callout.Root color="amber" role="status">
      <Callout.Text>
        Card entry is not available right now. You can still pay the day-care directly; try turning
        on autopay again later.
      </Callout.Text>
    </Callout.Root>
  );
}
