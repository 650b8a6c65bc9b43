import { describe, expect, it } from 'vitest';
import { balanceHeadline, checkPayAmount } from './account-view.ts';

describe('balanceHeadline', () => {
  it('says what is owed, a credit, or nothing', () => {
    expect(balanceHeadline('212.50')).toBe('You owe $212.50');
    expect(balanceHeadline('-15.00')).toBe('You have a credit of $15.00');
    expect(balanceHeadline('0.00')).toBe('All paid up');
  });
});

describe('checkPayAmount', () => {
  it('accepts an amount up to the balance, to the cent', () => {
    expect(checkPayAmount('50', 11250)).toBe(5000);
    expect(checkPayAmount('$112.50', 11250)).toBe(11250);
  });

  it('explains an amount it cannot send', () => {
    expect(checkPayAmount('', 11250)).toBe('Enter an amount to pay');
    expect(checkPayAmount('1.234', 11250)).toMatch(/in dollars/);
    expect(checkPayAmount('abc', 11250)).toMatch(/in dollars/);
    expect(checkPayAmount('0', 11250)).toBe('The amount must be more than $0.00');
    expect(checkPayAmount('112.51', 11250)).toBe(
      'The amount can be at most your balance of $112.50',
    );
  });
});
