/**
 * @module
 * The `payment-received` notice (decision 032): a family is told, and mailed when mail is on,
 * of money received with its receipt number. Called inside the transaction that stores the
 * payment, so a payment is told once, with it, or not at all.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars } from '@cubby/shared/money';
import type { PaymentRow } from '../queries/payments.ts';
import { formatReceiptNumber } from './ledger/receipts.ts';
import { notify } from './notices.ts';
import type { ServiceDeps } from './service-deps.ts';

const METHOD_WORDS: Record<PaymentRow['method'], string> = {
  card: 'card payment',
  cash: 'cash payment',
  cheque: 'cheque',
  'bank-transfer': 'bank transfer',
  marked: 'payment',
};

/** Tells the family their payment was received, naming the receipt and the amount. */
export function notifyPaymentReceived(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mailer'>,
  familyId: string,
  payment: Pick<PaymentRow, 'method' | 'amountCents' | 'receivedOn' | 'receiptNumber'>,
): void {
  const receipt =
    payment.receiptNumber === null ? null : formatReceiptNumber(payment.receiptNumber);
  notify(
    deps,
    familyId,
    {
      kind: 'payment-received',
      title: receipt ? `Payment received, receipt ${receipt}` : 'Payment received',
      body:
        `We received your ${METHOD_WORDS[payment.method]} of ${formatDollars(payment.amountCents)} ` +
        `on ${formatDisplayDate(payment.receivedOn)}.${receipt ? ` Your receipt number is ${receipt}.` : ''} Thank you.`,
    },
    { email: true },
  );
}
