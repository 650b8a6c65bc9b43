import { describe, expect, it } from 'vitest';
import { allocateLedger } from './allocate.ts';
import { paymentCoverage } from './payment-coverage.ts';
import { chargeKey, type LedgerInput, type LedgerPayment } from './types.ts';

const day = (customerId: string, date: string, amountCents: number) => ({
  customerId,
  childName: customerId,
  date,
  amountCents,
});

const pay = (
  id: string,
  receivedOn: string,
  amountCents: number,
  extra: Partial<LedgerPayment> = {},
) => ({
  id,
  method: 'cash' as const,
  receivedOn,
  amountCents,
  customerId: 'ada',
  earmark: [],
  reversedOn: null,
  ...extra,
});

const input: LedgerInput = {
  charges: [
    day('ada', '2026-11-16', 7500),
    day('ada', '2026-11-17', 3750),
    day('bo', '2026-11-17', 5000),
  ],
  payments: [
    pay('p1', '2026-11-18', 10000),
    pay('p2', '2026-11-19', 2000, { earmark: [chargeKey('bo', '2026-11-17')] }),
    pay('p3', '2026-11-20', 9000),
    pay('p4', '2026-11-20', 500, { reversedOn: '2026-11-21' }),
  ],
  adjustments: [],
};

describe('paymentCoverage', () => {
  it('tells each payment its stretch of the oldest charges, earmarks first', () => {
    expect(paymentCoverage(input, 'p1')).toEqual([
      { key: 'ada|2026-11-16', customerId: 'ada', date: '2026-11-16', cents: 7500 },
      { key: 'ada|2026-11-17', customerId: 'ada', date: '2026-11-17', cents: 2500 },
    ]);
    expect(paymentCoverage(input, 'p2')).toEqual([
      { key: 'bo|2026-11-17', customerId: 'bo', date: '2026-11-17', cents: 2000 },
    ]);
    expect(paymentCoverage(input, 'p3').map((p) => [p.key, p.cents])).toEqual([
      ['ada|2026-11-17', 1250],
      ['bo|2026-11-17', 3000],
    ]);
    expect(paymentCoverage(input, 'p4')).toEqual([]);
  });

  it('adds up to what the allocation covers, nothing counted twice', () => {
    const covered = new Map<string, number>();
    for (const payment of input.payments) {
      for (const part of paymentCoverage(input, payment.id)) {
        covered.set(part.key, (covered.get(part.key) ?? 0) + part.cents);
      }
    }
    for (const charge of allocateLedger(input).charges) {
      expect(covered.get(charge.key) ?? 0).toBe(charge.paidCents);
    }
  });
});
