/**
 * @module
 * What every card form on Stripe's Payment Element shares: one Stripe.js instance per key, the
 * Elements wrapper that waits for Stripe.js (or says it cannot load), and the form that confirms
 * the intent with its pending label and Stripe's refusal. Import it only from a module that is
 * itself loaded lazily, so a screen's first load does not carry Stripe; Stripe's script comes
 * from js.stripe.com, as Stripe requires for card data.
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

/**
 * Elements for one intent once Stripe.js has loaded: a spinner while it loads, `unavailable`
 * when it cannot.
 */
export function LoadedStripeElements(props: {
  publishableKey: string;
  clientSecret: string;
  unavailable: ReactNode;
  children: ReactNode;
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
      {props.children}
    </Elements>
  );
}

/**
 * The Payment Element and its submit button, inside Elements: confirms a PaymentIntent
 * (`payment`) or a SetupIntent (`setup`) and calls `onDone` when Stripe takes it.
 */
export function StripeCardForm(props: {
  mode: 'payment' | 'setup';
  submitLabel: string;
  pendingLabel: string;
  size?: '2' | '3';
  onDone: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setError(null);
    // Cards that need no bank check are confirmed here, without leaving the page.
    const confirmation = {
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    } as const;
    const result =
      props.mode === 'setup'
        ? await stripe.confirmSetup(confirmation)
        : await stripe.confirmPayment(confirmation);
    setPending(false);
    if (result.error) setError(result.error.message ?? 'The card was not accepted');
    else props.onDone();
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
        <Button type="submit" size={props.size} disabled={!stripe || pending} highContrast>
          {pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
