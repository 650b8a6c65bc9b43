/**
 * @module
 * How each payment method reads on the desk's screens.
 */
import type { PaymentMethod } from '@cubby/shared/schemas';

/** A method as people say it. */
export const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  marked: 'Ticked paid',
};
