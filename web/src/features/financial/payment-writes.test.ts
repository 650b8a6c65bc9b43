import { isDayPaid } from '@cubby/shared/docs';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { currentToasts, removeToast } from '../../lib/toast-store.ts';
import type { CustomerWeek, PaymentDay } from './financial-week.ts';
import { markDayPaid, toggleAllPaid, toggleWeekPaid } from './payment-writes.ts';

afterEach(() => {
  for (const shown of currentToasts()) removeToast(shown.id);
});

const day = (customerId: string, date: string, paid = false): PaymentDay => ({
  customerId,
  date,
  present: true,
  costCents: 15_000,
  paid,
  partPaidCents: 0,
});

function row(name: string, days: PaymentDay[]): CustomerWeek {
  return {
    id: days[0]?.customerId ?? name,
    name,
    familyId: days[0]?.customerId ?? name,
    days,
    money: { costCents: 0, paidCents: 0, owedCents: 0, inProgress: [] },
    chargedDays: days,
    allPaid: days.length > 0 && days.every((each) => each.paid),
  };
}

const lastToast = () => currentToasts()[0];

describe('marking days paid', () => {
  it('marks one day and names it', () => {
    const doc = new Y.Doc();
    markDayPaid(doc, 'Ada', day('ada', '2026-11-23'), true);
    expect(isDayPaid(doc, 'ada', '2026-11-23')).toBe(true);
    expect(lastToast()).toMatchObject({
      title: 'Payment Updated',
      description: 'Monday 11-23-2026 marked paid for Ada',
    });
  });

  it('marks a whole week, or unmarks it when every day is paid', () => {
    const doc = new Y.Doc();
    toggleWeekPaid(doc, row('Ada', [day('ada', '2026-11-23'), day('ada', '2026-11-24', true)]));
    expect(isDayPaid(doc, 'ada', '2026-11-23')).toBe(true);
    expect(lastToast()?.description).toBe('Week marked paid for Ada');
    toggleWeekPaid(doc, row('Ada', [day('ada', '2026-11-23', true)]));
    expect(isDayPaid(doc, 'ada', '2026-11-23')).toBe(false);
  });

  it('marks every present day of the week, and says when there is none', () => {
    const doc = new Y.Doc();
    toggleAllPaid(doc, [
      row('Ada', [day('ada', '2026-11-23')]),
      row('Zoë', [day('zoe', '2026-11-24')]),
    ]);
    expect(lastToast()?.description).toBe('2 days of 2 customers marked paid');
    toggleAllPaid(doc, [row('Ada', [])]);
    expect(lastToast()?.title).toBe('No Updates Made');
  });
});
