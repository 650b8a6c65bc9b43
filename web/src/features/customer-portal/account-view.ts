/**
 * @module
 * What the parent's account says in words: the balance's headline, and whether an amount typed
 * for Pay now can be sent (more than nothing, at most the balance, to the cent).
 */
import { type Cents, formatDollars, isValidMoney, parseMoney } from '@cubby/shared/money';

/** "You owe $212.50", "You have a credit of $15.00" or "All paid up". */
export function balanceHeadline(balance: string): string {
  const cents = parseMoney(balance.replace('-', ''));
  if (cents === 0) return 'All paid up';
  return balance.startsWith('-')
    ? `You have a credit of ${formatDollars(cents)}`
    : `You owe ${formatDollars(cents)}`;
}

/** The cents to pay, or the sentence saying why the amount cannot be paid. */
export function checkPayAmount(text: string, balanceCents: Cents): Cents | string {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return 'Enter an amount to pay';
  if (!isValidMoney(trimmed)) return 'Enter an amount in dollars, such as 50 or 50.25';
  const cents = parseMoney(trimmed);
  if (cents <= 0) return 'The amount must be more than $0.00';
  if (cents > balanceCents)
    return `The amount can be at most your balance of ${formatDollars(balanceCents)}`;
  return cents;
}

/** A decimal string the server sent, maybe negative, with a dollar sign: '-$3.05'. */
export function signedDollars(amount: string): string {
  return formatDollars(parseMoney(amount));
}
