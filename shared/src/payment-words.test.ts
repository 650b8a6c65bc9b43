import { describe, expect, it } from 'vitest';
import { overdueWords } from './ledger/statement-words.ts';
import { howToPayWords } from './payment-words.ts';

describe('how a statement tells a family to pay', () => {
  it('offers the parent portal only where the day-care takes cards', () => {
    expect(howToPayWords(true)).toBe(
      'Pay by card in the parent portal, or by cash or cheque at the front desk.',
    );
    expect(howToPayWords(false)).toBe('Pay by cash or cheque at the front desk.');
    expect(howToPayWords(false)).not.toContain('portal');
  });

  it('marks an overdue statement with the day it was due', () => {
    expect(overdueWords('2026-11-30')).toBe('Overdue: payment was due by 11-30-2026.');
  });
});
