/**
 * @module
 * Stripe's Payment Element for a payment intent, shown when the server is configured with a
 * publishable key. This module is loaded only then, so the front desk's first load does not carry
 * it; Stripe's own script comes from js.stripe.com, as Stripe requires for card data.
 */
import { Button, Callout, Flex } from '@radix-ui/themes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';

// One Stripe.js instance per key for the page's lifetime, as Stripe recommends.
const instances = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey);
    instances.set(publishableKey, instance);
  }
  return instance;
}

/** The card form for one payment intent. */
export default function CardPaymentForm(props: {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  onPaid: () => void;
}) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret }}
    >
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
    // Cards that need no bank check are confirmed here; the balance changes when Stripe's
    // webhook tells the server, so a closed tab cannot lose a payment.
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
        <Button type="submit" disabled={!stripe || paying} highContrast>
          {paying ? 'Processing...' : `Pay ${amountLabel}`}
        </Button>
      </Flex>
    </form>
  );
}
