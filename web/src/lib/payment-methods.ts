/**
 * @module
 * How each payment method reads on the staff's screens: the desk, the owner's money screens and
 * the receipts.
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
