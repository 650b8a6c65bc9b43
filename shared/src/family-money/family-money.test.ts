import { describe, expect, it } from 'vitest';
import { chargeKey, type LedgerPayment } from '../ledger/types.ts';
import {
  familyStanding,
  familyWeekMoney,
  receiptsByWeek,
  receiptWeekOf,
  type WeekDay,
  weekTotals,
} from './index.ts';

const MONDAY = '2026-11-16';
// A present day as the ledger charges it: a day in progress (charge null) is no charge yet.
interface ChargedDay {
  customerId: string;
  date: string;
  charge: number | null;
}
const day = (customerId: string, date: string, charge: number | null): ChargedDay => ({
  customerId,
  date,
  charge,
});
const ledgerChargesOf = (days: ChargedDay[]) =>
  days.flatMap(({ customerId, date, charge }) =>
    charge === null ? [] : [{ customerId, childName: customerId, date, amountCents: charge }],
  );
const pay = (id: string, amountCents: number, extra: Partial<LedgerPayment> = {}) => ({
  id,
  method: 'cash' as const,
  receivedOn: '2026-11-18',
  amountCents,
  customerId: null,
  earmark: [],
  reversedOn: null,
  ...extra,
});
const ledgerOf = (days: ChargedDay[], payments: LedgerPayment[], adjustments = []) => ({
  charges: ledgerChargesOf(days),
  payments,
  adjustments,
});

describe("a family's standing", () => {
  // The walk's family: $0.83 for a short visit, a day in progress, a receipt of $80.00.
  const walk = [day('ada', '2026-11-16', 83), day('ada', '2026-11-17', null)];

  it.each([
    {
      case: 'a part payment leaves the rest owed, by the child',
      days: [day('ada', '2026-11-16', 7500), day('bo', '2026-11-16', 5000)],
      payments: [pay('p1', 10_000)],
      standing: { balanceCents: 2500, owedCents: 2500, creditCents: 0, unpaidDays: 1 },
      byChild: [['bo', 2500]],
    },
    {
      case: 'an overpayment is a credit and leaves nothing owed',
      days: [day('ada', '2026-11-16', 7500)],
      payments: [pay('p1', 8000)],
      standing: { balanceCents: -500, owedCents: 0, creditCents: 500, unpaidDays: 0 },
      byChild: [],
    },
    {
      case: 'a day in progress is no charge: the credit is what was paid less the day closed',
      days: walk,
      payments: [pay('p1', 8000)],
      standing: { balanceCents: -7917, owedCents: 0, creditCents: 7917, unpaidDays: 0 },
      byChild: [],
    },
    {
      case: 'a reversed payment covers nothing',
      days: [day('ada', '2026-11-16', 7500)],
      payments: [pay('p1', 7500, { reversedOn: '2026-11-19' })],
      standing: { balanceCents: 7500, owedCents: 7500, creditCents: 0, unpaidDays: 1 },
      byChild: [['ada', 7500]],
    },
  ])('$case', ({ days, payments, standing, byChild }) => {
    const money = familyStanding(ledgerOf(days, payments));
    expect(money).toMatchObject({ ...standing, familyChargesOwedCents: 0 });
    expect([...money.owedByChild]).toEqual(byChild);
  });

  it('owes a late fee that is no child’s, and what it owes is its days and its fees', () => {
    const money = familyStanding({
      charges: ledgerChargesOf([day('ada', '2026-11-16', 7500)]),
      payments: [pay('p1', 7500)],
      adjustments: [{ id: 'fee', kind: 'late-fee', onDate: '2026-11-20', amountCents: 1000 }],
    });
    expect(money).toMatchObject({ owedCents: 1000, familyChargesOwedCents: 1000, unpaidDays: 0 });
    expect(money.owedByChild.size).toBe(0);
  });
});

describe("a family's week", () => {
  const weekDay = (customerId: string, date: string, charge: number | null, covered = 0) =>
    ({ customerId, date, charge, coveredCents: covered }) satisfies WeekDay;

  it.each([
    {
      case: 'a part payment: each child’s days, what covers them, what they owe',
      days: [weekDay('ada', MONDAY, 7500, 7500), weekDay('bo', MONDAY, 5000, 2500)],
      receipts: [10_000],
      ada: { costCents: 7500, paidCents: 7500, owedCents: 0 },
      family: { costCents: 12_500, paidCents: 10_000, owedCents: 2500, receivedCents: 10_000 },
    },
    {
      case: 'an overpayment: received is the receipt, not the part that covers the week',
      days: [weekDay('ada', MONDAY, 83, 83), weekDay('ada', '2026-11-17', null)],
      receipts: [8000],
      ada: { costCents: 83, paidCents: 83, owedCents: 0, inProgress: ['2026-11-17'] },
      family: { costCents: 83, paidCents: 83, owedCents: 0, receivedCents: 8000 },
    },
    {
      case: 'a day in progress is listed and counted in no figure',
      days: [weekDay('ada', MONDAY, null, 0)],
      receipts: [],
      ada: { costCents: 0, paidCents: 0, owedCents: 0, inProgress: [MONDAY] },
      family: { costCents: 0, paidCents: 0, owedCents: 0, receivedCents: 0 },
    },
  ])('$case', ({ days, receipts, ada, family }) => {
    const week = familyWeekMoney({ childIds: ['ada', 'bo'], days, receipts });
    expect(week.children.get('ada')).toMatchObject(ada);
    expect(week).toMatchObject(family);
  });

  it('totals every family: one that only paid, one that only owes, one with nothing', () => {
    const paidOnly = familyWeekMoney({ childIds: ['a'], days: [], receipts: [8000] });
    const owesOnly = familyWeekMoney({
      childIds: ['b'],
      days: [weekDay('b', MONDAY, 1000)],
      receipts: [],
    });
    const nothing = familyWeekMoney({ childIds: ['c'], days: [], receipts: [] });
    expect(weekTotals([paidOnly, owesOnly, nothing])).toEqual({
      costCents: 1000,
      receivedCents: 8000,
      owedCents: 1000,
    });
  });
});

describe('the week a payment is received in', () => {
  it.each([
    ['cash, on the day it came in', pay('p', 100, { receivedOn: '2026-11-22' }), MONDAY],
    [
      'a tick, in its day’s week',
      pay('m', 100, {
        method: 'marked',
        receivedOn: '2026-12-01',
        earmark: [chargeKey('ada', '2026-11-20')],
      }),
      MONDAY,
    ],
    [
      'a card payment for earlier days, on the day it came in',
      pay('c', 100, {
        method: 'card',
        receivedOn: '2026-11-23',
        earmark: [chargeKey('ada', '2026-11-16')],
      }),
      '2026-11-23',
    ],
    ['a reversed payment, none', pay('r', 100, { reversedOn: '2026-11-19' }), null],
  ])('%s', (_case, payment, monday) => {
    expect(receiptWeekOf(payment)).toBe(monday);
  });

  it('groups each week’s receipts by payment', () => {
    const weeks = receiptsByWeek([
      pay('p1', 8000),
      pay('p2', 500, { receivedOn: '2026-11-23' }),
      pay('p3', 700, { reversedOn: '2026-11-19' }),
    ]);
    expect([...weeks].map(([monday, week]) => [monday, [...week]])).toEqual([
      [MONDAY, [['p1', 8000]]],
      ['2026-11-23', [['p2', 500]]],
    ]);
  });
});
