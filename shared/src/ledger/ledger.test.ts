import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { sumCents } from '../money.ts';
import { allocateLedger, isCovered } from './allocate.ts';
import { buildLedger, ledgerBalance, listLedgerEntries } from './build-ledger.ts';
import { chargeKey, type LedgerInput, type LedgerPayment } from './types.ts';

const CHILDREN = [
  { customerId: 'c-ada', childName: 'Ada' },
  { customerId: 'c-bo', childName: 'Bo' },
];
const dateArb = fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`);
const names = { childName: (id: string) => id, receiptOf: () => null, reasonOf: () => 'why' };

// Any family's ledger: days of two children (one charge per child and date), payments of any
// method with or without earmarks, some reversed, and adjustments of either sign.
const inputArb: fc.Arbitrary<LedgerInput> = fc
  .record({
    days: fc.uniqueArray(
      fc.record({
        child: fc.constantFrom(...CHILDREN),
        date: dateArb,
        amountCents: fc.nat(20_000),
      }),
      { selector: (d) => chargeKey(d.child.customerId, d.date), maxLength: 12 },
    ),
    payments: fc.array(
      fc.record({
        method: fc.constantFrom('card', 'cash', 'cheque', 'bank-transfer', 'marked' as const),
        receivedOn: dateArb,
        amountCents: fc.integer({ min: 1, max: 40_000 }),
        earmarkIndexes: fc.array(fc.nat(11), { maxLength: 3 }),
        reversedOn: fc.option(dateArb),
      }),
      { maxLength: 6 },
    ),
    adjustments: fc.array(
      fc.record({
        kind: fc.constantFrom('adjustment', 'late-fee' as const),
        onDate: dateArb,
        amountCents: fc.integer({ min: -10_000, max: 10_000 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ days, payments, adjustments }) => {
    const charges = days.map((d) => ({ ...d.child, date: d.date, amountCents: d.amountCents }));
    return {
      charges,
      payments: payments.map(({ earmarkIndexes, ...payment }, index) => ({
        ...payment,
        id: `p${index}`,
        customerId: null,
        reversedOn:
          payment.reversedOn && payment.reversedOn < payment.receivedOn
            ? payment.receivedOn
            : payment.reversedOn,
        earmark: earmarkIndexes.flatMap((i) => {
          const charge = charges[i];
          return charge ? [chargeKey(charge.customerId, charge.date)] : [];
        }),
      })),
      adjustments: adjustments.map((adjustment, index) => ({ ...adjustment, id: `a${index}` })),
    };
  });

const live = (input: LedgerInput) => input.payments.filter((p) => p.reversedOn === null);

describe('the family ledger', () => {
  it('has a balance that is the sum of its entries', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const entries = listLedgerEntries(input, names);
        expect(sumCents(entries.map((e) => e.amountCents))).toBe(ledgerBalance(input));
        const owed =
          sumCents(input.charges.map((c) => c.amountCents)) +
          sumCents(input.adjustments.map((a) => a.amountCents)) -
          sumCents(live(input).map((p) => p.amountCents));
        expect(ledgerBalance(input)).toBe(owed);
      }),
    );
  });

  it('counts nothing twice: no charge covered beyond its amount, no more allocated than paid', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { charges, unallocatedCents } = allocateLedger(input);
        for (const charge of charges) {
          expect(charge.paidCents).toBeLessThanOrEqual(charge.amountCents);
          expect(charge.paidCents).toBe(charge.earmarkedCents + charge.pooledCents);
        }
        const credits = sumCents(
          input.adjustments.filter((a) => a.amountCents < 0).map((a) => -a.amountCents),
        );
        const paidIn = sumCents(live(input).map((p) => p.amountCents)) + credits;
        const allocated = sumCents(charges.map((c) => c.paidCents));
        expect(allocated).toBeLessThanOrEqual(paidIn);
        expect(allocated + unallocatedCents).toBe(paidIn);
      }),
    );
  });

  it('covers the oldest charges first: no later charge pooled while an earlier one is open', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { charges, unallocatedCents } = allocateLedger(input);
        const firstOpen = charges.findIndex((c) => c.paidCents < c.amountCents);
        if (firstOpen === -1) return;
        expect(unallocatedCents).toBe(0);
        for (const later of charges.slice(firstOpen + 1)) expect(later.pooledCents).toBe(0);
        const dates = charges.map((c) => c.date);
        expect(dates).toEqual([...dates].sort());
      }),
    );
  });

  it('leaves a balance that is what the open charges owe less any credit', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const allocation = allocateLedger(input);
        const open = sumCents(allocation.charges.map((c) => c.amountCents - c.paidCents));
        expect(ledgerBalance(input)).toBe(open - allocation.unallocatedCents);
      }),
    );
  });

  it('is back where it was before a payment once that payment is reversed', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 40_000 }), dateArb, (input, amount, on) => {
        const payment: LedgerPayment = {
          id: 'p-new',
          method: 'cash',
          receivedOn: on,
          amountCents: amount,
          customerId: null,
          earmark: [],
          reversedOn: null,
        };
        const before = allocateLedger(input);
        const reversed = allocateLedger({
          ...input,
          payments: [...input.payments, { ...payment, reversedOn: on }],
        });
        expect(reversed).toEqual(before);
        expect(
          ledgerBalance({
            ...input,
            payments: [...input.payments, { ...payment, reversedOn: on }],
          }),
        ).toBe(ledgerBalance(input));
      }),
    );
  });

  it('chains ranges: opening plus entries is closing, and each closing opens the next', () => {
    fc.assert(
      fc.property(inputArb, dateArb, dateArb, (input, a, b) => {
        const [cut1, cut2] = a < b ? [a, b] : [b, a];
        const first = buildLedger(input, { from: '2026-01-01', to: cut1 }, names);
        const second = buildLedger(input, { from: addDays(cut1, 1), to: cut2 }, names);
        const third = buildLedger(input, { from: addDays(cut2, 1), to: '2026-12-31' }, names);
        for (const ledger of [first, second, third]) {
          const sum = sumCents(ledger.entries.map((e) => e.amountCents));
          expect(ledger.openingBalanceCents + sum).toBe(ledger.closingBalanceCents);
          expect(ledger.entries.at(-1)?.balanceCents ?? ledger.openingBalanceCents).toBe(
            ledger.closingBalanceCents,
          );
        }
        expect(first.openingBalanceCents).toBe(0);
        expect(second.openingBalanceCents).toBe(first.closingBalanceCents);
        expect(third.openingBalanceCents).toBe(second.closingBalanceCents);
        expect(third.closingBalanceCents).toBe(ledgerBalance(input));
      }),
    );
  });
});

describe('allocation examples', () => {
  const day = (customerId: string, childName: string, date: string, amountCents: number) => ({
    customerId,
    childName,
    date,
    amountCents,
  });
  const pay = (id: string, amountCents: number, earmark: string[] = []): LedgerPayment => ({
    id,
    method: 'cash',
    receivedOn: '2026-02-10',
    amountCents,
    customerId: null,
    earmark,
    reversedOn: null,
  });

  it('pays $100 of $112.50 oldest first, the first day in full and part of the second', () => {
    const input = {
      charges: [day('b', 'Bo', '2026-02-02', 5625), day('a', 'Ada', '2026-02-02', 5625)],
      payments: [pay('p1', 10_000)],
      adjustments: [],
    };
    const allocation = allocateLedger(input);
    expect(allocation.charges.map((c) => [c.key, c.paidCents])).toEqual([
      ['a|2026-02-02', 5625],
      ['b|2026-02-02', 4375],
    ]);
    expect(allocation.charges.filter(isCovered).map((c) => c.key)).toEqual(['a|2026-02-02']);
    expect(ledgerBalance(input)).toBe(1250);
  });

  it('lets a tick earmarked for a later day pay it before older days', () => {
    const allocation = allocateLedger({
      charges: [day('a', 'Ada', '2026-02-02', 7500), day('a', 'Ada', '2026-02-03', 7500)],
      payments: [{ ...pay('m1', 7500, ['a|2026-02-03']), method: 'marked' }],
      adjustments: [],
    });
    expect(allocation.charges.map(isCovered)).toEqual([false, true]);
  });

  it('keeps an overpayment as a credit that pays the next day when it comes', () => {
    const input = {
      charges: [day('a', 'Ada', '2026-02-02', 7500)],
      payments: [pay('p1', 10_000)],
      adjustments: [
        { id: 'adj', kind: 'late-fee' as const, onDate: '2026-02-03', amountCents: 1000 },
      ],
    };
    expect(ledgerBalance(input)).toBe(-1500);
    expect(allocateLedger(input).unallocatedCents).toBe(1500);
  });
});
