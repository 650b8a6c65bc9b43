/**
 * @module
 * Stripe's Payment Element in setup mode, to save a card for autopay. Loaded only when the
 * server sent a publishable key, so the portal's first load does not carry it; Stripe's script
 * comes from js.stripe.com, as Stripe requires for card data. When Stripe.js cannot load (no
 * network to Stripe, a blocker) the parent reads so, instead of a form that never appears.
 */
import type { ReactNode } from 'react';
import { LoadedStripeElements, StripeCardForm } from '../../components/stripe-card-form.tsx';

/** The card form for one SetupIntent. */
export default function AutopayCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  onSaved: () => void;
  /** Shown when Stripe.js cannot load. */
  unavailable: ReactNode;
}) {
  return (
    <LoadedStripeElements
      publishableKey={props.publishableKey}
      clientSecret={props.clientSecret}
      unavailable={props.unavailable}
    >
      {/* Autopay turns on when Stripe's webhook tells the server, so a closed tab loses nothing. */}
      <StripeCardForm
        mode="setup"
        size="3"
        submitLabel="Save card for autopay"
        pendingLabel="Saving..."
        onDone={props.onSaved}
      />
    </LoadedStripeElements>
  );
}
