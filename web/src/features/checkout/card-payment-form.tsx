/**
 * @module
 * Stripe's Payment Element for a payment intent, shown when the server is configured with a
 * publishable key. This module is loaded only then, so the front desk's first load does not carry
 * it; Stripe's own script comes from js.stripe.com, as Stripe requires for card data.
 */
import { Elements } from '@stripe/react-stripe-js';
import { StripeCardForm, stripeFor } from '../../components/stripe-card-form.tsx';

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
      {/* The balance changes when Stripe's webhook tells the server, so a closed tab cannot lose a payment. */}
      <StripeCardForm
        mode="payment"
        submitLabel={`Pay ${props.amountLabel}`}
        pendingLabel="Processing..."
        onDone={props.onPaid}
      />
    </Elements>
  );
}
