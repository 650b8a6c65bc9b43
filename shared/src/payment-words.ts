/**
 * @module
 * How a family pays, in the words a statement, its PDF and the parent portal all use: by card in
 * the parent portal only where the day-care takes cards (decision 072). Apart from the ledger's
 * words because the portal reads it before any schema (decision 045).
 */

/** How a family pays: by card in the portal only when `cardPayments`, else at the front desk. */
export function howToPayWords(cardPayments: boolean): string {
  return cardPayments
    ? 'Pay by card in the parent portal, or by cash or cheque at the front desk.'
    : 'Pay by cash or cheque at the front desk.';
}
