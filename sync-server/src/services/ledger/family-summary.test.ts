import { addDays } from '@cubby/shared/dates';
import { allocateLedger, type LedgerInput, ledgerBalance } from '@cubby/shared/ledger';
import { describe, expect, it } from 'vitest';
import { chargedBetween, chargedOn, summarize } from './family-summary.ts';

const day = (customerId: string, date: string, amountCents: number) => ({
  customerId,
  childName: customerId === 'ada' ? 'Ada' : 'Bo',
  date,
  amountCents,
});

// Two children; a payment covering Ada's Monday and part of her Tuesday; a late fee.
const input: LedgerInput = {
  charges: [
    day('ada', '2026-11-23', 5000),
    day('bo', '2026-11-23', 3000),
    day('ada', '2026-11-24', 5000),
    day('ada', '2026-11-26', 0),
  ],
  payments: [
    {
      id: 'p1',
      method: 'cash',
      receivedOn: '2026-11-24',
      amountCents: 7000,
      customerId: 'ada',
      earmark: ['ada|2026-11-23', 'ada|2026-11-24'],
      reversedOn: null,
    },
  ],
  adjustments: [{ id: 'fee', kind: 'late-fee', onDate: '2026-11-25', amountCents: 1500 }],
};
const summary = summarize({ ledger: { input }, allocation: allocateLedger(input) });

describe('a family summary', () => {
  it("holds the family's balance and the days not yet paid in full, as the ledger counts them", () => {
    expect(summary.balanceCents).toBe(ledgerBalance(input));
    expect(summary.balanceCents).toBe(5000 + 3000 + 5000 + 1500 - 7000);
    // Ada's Tuesday (2,000 of 5,000 covered) and Bo's Monday; a free day owes nothing.
    expect(summary.unpaidDays).toBe(2);
  });

  it("answers a child's charge and its covered part on the dates asked that have one", () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    expect(chargedOn(summary, 'ada', week)).toEqual([
      { costCents: 5000, paidCents: 5000 },
      { costCents: 5000, paidCents: 2000 },
      { costCents: 0, paidCents: 0 },
    ]);
    expect(chargedOn(summary, 'bo', week)).toEqual([{ costCents: 3000, paidCents: 0 }]);
    expect(chargedOn(summary, 'bo', ['2026-11-24'])).toEqual([]);
    expect(chargedOn(summary, 'nobody', week)).toEqual([]);
  });

  it('finds every one of a long history of days', () => {
    const dates = Array.from({ length: 1000 }, (_, n) => addDays('2021-01-01', n));
    const long: LedgerInput = {
      charges: dates.map((date, n) => day('ada', date, n)),
      payments: [],
      adjustments: [],
    };
    const longSummary = summarize({ ledger: { input: long }, allocation: allocateLedger(long) });
    expect(chargedOn(longSummary, 'ada', dates).map(({ costCents }) => costCents)).toEqual(
      dates.map((_, n) => n),
    );
    expect(chargedOn(longSummary, 'ada', ['2020-12-31', '2023-12-31'])).toEqual([]);
  });

  it("answers a child's charges between two dates, both included, whether or not they are days", () => {
    expect(chargedBetween(summary, 'ada', { from: '2026-11-24', to: '2026-11-26' })).toEqual([
      { costCents: 5000, paidCents: 2000 },
      { costCents: 0, paidCents: 0 },
    ]);
    expect(chargedBetween(summary, 'ada', { from: '2026-11-01', to: '2026-11-23' })).toEqual([
      { costCents: 5000, paidCents: 5000 },
    ]);
    expect(chargedBetween(summary, 'ada', { from: '2026-11-27', to: '2026-12-31' })).toEqual([]);
    expect(chargedBetween(summary, 'bo', { from: '2026-11-24', to: '2026-11-30' })).toEqual([]);
    expect(chargedBetween(summary, 'nobody', { from: '2026-01-01', to: '2026-12-31' })).toEqual([]);
  });
});
