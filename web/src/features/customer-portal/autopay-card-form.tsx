/**
 * @module
 * Stripe's Payment Element in setup mode, to save a card for autopay. Loaded only when the
 * server sent a publishable key, so the portal's first load does not carry it; Stripe's script
 * comes from js.stripe.com, as Stripe requires for card data. When Stripe.js cannot load (no
 * network to Stripe, a blocker) the parent reads so, instead of a form that never appears.
 */
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

// One Stripe.js instance per key for the page's lifetime, as Stripe recommends.
const instances = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once; null when it cannot load. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    // A failed load is forgotten, so the next try loads again.
    instance = loadStripe(publishableKey).catch(() => {
      instances.delete(publishableKey);
      return null;
    });
    instances.set(publishableKey, instance);
  }
  return instance;
}

/** The card form for one SetupIntent. */
export default function AutopayCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  onSaved: () => void;
  /** Shown when Stripe.js cannot load. */
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
      <SaveCardForm onSaved={props.onSaved} />
    </Elements>
  );
}

function SaveCardForm({ onSaved }: { onSaved: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSaving(true);
    setError(null);
    // Autopay turns on when Stripe's webhook tells the server, so a closed tab loses nothing.
    const result = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setSaving(false);
    if (result.error) setError(result.error.message ?? 'The card was not accepted');
    else onSaved();
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
        <Button type="submit" size="3" disabled={!stripe || saving} highContrast>
          {saving ? 'Saving...' : 'Save card for autopay'}
        </Button>
      </Flex>
    </form>
  );
}
