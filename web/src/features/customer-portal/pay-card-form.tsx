/**
 * @module
 * Stripe's Payment Element for one PaymentIntent of the parent's account. Loaded only once the
 * server started the payment, so the portal's first load does not carry it; when Stripe.js
 * cannot load, the parent reads so instead of a form that never appears.
 */
import type { ReactNode } from 'react';
import { LoadedStripeElements, StripeCardForm } from '../../components/stripe-card-form.tsx';

/** The card form for one PaymentIntent. */
export default function PayCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  onPaid: () => void;
  unavailable: ReactNode;
}) {
  return (
    <LoadedStripeElements
      publishableKey={props.publishableKey}
      clientSecret={props.clientSecret}
      unavailable={props.unavailable}
    >
      {/* The payment is recorded when Stripe's webhook tells the server, so a closed tab loses nothing. */}
      <StripeCardForm
        mode="payment"
        size="3"
        submitLabel={`Pay ${props.amountLabel}`}
        pendingLabel="Paying..."
        onDone={props.onPaid}
      />
    </LoadedStripeElements>
  );
}
