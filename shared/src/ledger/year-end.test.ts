import { describe, expect, it } from 'vitest';
import { paymentYears, type YearEndPayment, yearEndFigures } from './year-end.ts';

const pay = (
  id: string,
  receivedOn: string,
  amountCents: number,
  payer = 'Ann',
  reversed = false,
) =>
  ({
    id,
    receivedOn,
    method: 'cash',
    amountCents,
    payer,
    receipt: null,
    reversed,
  }) satisfies YearEndPayment;

describe('yearEndFigures', () => {
  it('counts the year’s payments by their facility date, leaving reversed ones out', () => {
    const figures = yearEndFigures(
      2026,
      [
        pay('a', '2025-12-31', 100),
        pay('b', '2026-01-01', 200),
        pay('c', '2026-12-31', 300, 'Bob'),
        pay('d', '2026-06-01', 999, 'Ann', true),
        pay('e', '2027-01-01', 400),
      ],
      [{ date: '2026-03-01', amountCents: 50, paidCents: 50 }],
    );
    expect(figures.payments.map((p) => p.id)).toEqual(['b', 'c']);
    expect(figures.totalCents).toBe(500);
    expect(figures.perPayer).toEqual([
      { payer: 'Ann', amountCents: 200 },
      { payer: 'Bob', amountCents: 300 },
    ]);
    expect(figures.lateFeesPaidCents).toBe(50);
    expect(figures.careCents).toBe(450);
  });

  it('lists the years with money in, newest first', () => {
    expect(
      paymentYears([
        pay('a', '2025-01-02', 1),
        pay('b', '2026-01-01', 1),
        pay('c', '2027-01-01', 1, 'x', true),
      ]),
    ).toEqual([2026, 2025]);
  });
});
