/**
 * @module
 * Stripe's Payment Element for one PaymentIntent of the parent's account. Loaded only once the
 * server started the payment, so the portal's first load does not carry it; when Stripe.js
 * cannot load, the parent reads so instead of a form that never appears.
 */
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { stripeFor } from './autopay-card-form.tsx';

/** The card form for one PaymentIntent. */
export default function PayCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  onPaid: () => void;
  unavailable: ReactNode;
}) {
  const [stripe, setStripe] = useState<Stripe | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void stripeFor(props.publishableKey).then((loaded) => live && setStripe(loaded));
    return () => {
      live = false;
    };
  }, [props.publishableKey]);

  if (stripe === 'loading') {
    return (
      <Flex role="status" align="center" gap="2" py="3">
        <Spinner />
        <Text color="gray">Loading card entry...</Text>
      </Flex>
    );
  }
  if (stripe === null) return props.unavailable;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <PayForm amountLabel={props.amountLabel} onPaid={props.onPaid} />
    </Elements>
  );
}

function PayForm({ amountLabel, onPaid }: { amountLabel: string; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    // The payment is recorded when Stripe's webhook tells the server, so a closed tab loses nothing.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setPaying(false);
    if (result.error) setError(result.error.message ?? 'The card was not accepted');
    else onPaid();
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <PaymentElement />
        {error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Button type="submit" size="3" disabled={!stripe || paying} highContrast>
          {paying ? 'Paying...' : `Pay ${amountLabel}`}
        </Button>
      </Flex>
    </form>
  );
}
