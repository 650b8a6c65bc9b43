import { deriveDay } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';
import { instantAt } from '@cubby/shared/facility-clock';
import { parseMoney } from '@cubby/shared/money';
import { describe, expect, it } from 'vitest';
import { buildFinancialWeek, chargedDaysOf, missingPayments } from './financial-week.ts';

const ZONE = 'America/Los_Angeles';
const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const child = (id: string, name: string, familyId = id) => ({
  id,
  name,
  hourlyRate: '12.50',
  defaultMonday: true,
  defaultTuesday: true,
  defaultWednesday: true,
  defaultThursday: true,
  defaultFriday: true,
  familyId,
  birthDate: null,
  allergies: null,
  medicalNotes: null,
});

/** A day record as every screen derives it, on a Friday after the week. */
function day(
  customerId: string,
  date: string,
  fields: { marked?: boolean; keptPrice?: string; times?: [string, string | null] },
) {
  const [arrival, departure] = fields.times ?? [];
  const visits = arrival
    ? [
        {
          id: `${customerId}-${date}`,
          customerId,
          date,
          checkInTime: instantAt(date, arrival, ZONE).toISOString(),
          checkOutTime: departure ? instantAt(date, departure, ZONE).toISOString() : null,
        },
      ]
    : [];
  return deriveDay(
    {
      customerId,
      date,
      visits,
      markedPresent: fields.marked ?? false,
      keptPriceCents: fields.keptPrice ? parseMoney(fields.keptPrice) : null,
      hourlyRateCents: 1250,
    },
    { today: DATES[4] as string, timeZone: ZONE, hours: [] },
  );
}

const records = new Map(
  [
    day('ada', DATES[0] as string, { marked: true, keptPrice: '150.00' }),
    day('ada', DATES[1] as string, { times: ['08:00', '14:00'] }),
    // Checked in on Friday, today, not yet out: in progress.
    day('ada', DATES[4] as string, { times: ['07:50', null] }),
    day('zoe', DATES[2] as string, { marked: true, keptPrice: '60.00' }),
    // A kept price alone is no presence.
    day('zoe', DATES[3] as string, { keptPrice: '150.00' }),
  ].map((entry) => [attendanceDayKey(entry.customerId, entry.date), entry]),
);
const customers = [child('ada', 'Ada'), child('zoe', 'Zoë')];

describe('the financial week', () => {
  const week = buildFinancialWeek({
    customers,
    dates: DATES,
    records,
    paid: new Set([`ada|${DATES[0]}`]),
  });
  const [ada, zoe] = week.rows;

  it('costs each present day by the one rule, marks the days paid, and shows a day in progress', () => {
    // 150.00 kept, then 6 hours at 12.50; Friday is in progress and costs nothing yet.
    expect(ada?.money).toEqual({
      costCents: 22_500,
      paidCents: 15_000,
      owedCents: 7500,
      inProgress: [DATES[4]],
    });
    expect(ada?.days.map((each) => each.costCents)).toEqual([15_000, 7500, 0, 0, null]);
    expect(ada?.days.map((each) => each.paid)).toEqual([true, false, false, false, false]);
    expect(ada?.chargedDays.map((each) => each.date)).toEqual([DATES[0], DATES[1]]);
    expect(zoe?.money.costCents).toBe(6000);
    expect(zoe?.chargedDays.map((each) => each.date)).toEqual([DATES[2]]);
  });

  it('counts what a part payment covers of a day as paid, as the ledger does (031)', () => {
    const [, zoePart] = buildFinancialWeek({
      customers,
      dates: DATES,
      records,
      paid: new Set(),
      partPaid: new Map([[`zoe|${DATES[2]}`, 2500]]),
    }).rows;
    expect(zoePart?.money).toMatchObject({ costCents: 6000, paidCents: 2500, owedCents: 3500 });
    expect(zoePart?.days[2]).toMatchObject({ paid: false, partPaidCents: 2500 });
    expect(missingPayments(zoePart ? [zoePart] : [])).toEqual([]);
  });

  it('adds up the three cards over every family and lists who has paid nothing this week', () => {
    expect(week.totals).toEqual({ costCents: 28_500, receivedCents: 0, owedCents: 13_500 });
    expect(missingPayments(week.rows).map((row) => row.name)).toEqual(['Zoë']);
    expect(chargedDaysOf(week.rows)).toHaveLength(3);
  });

  it('counts Payments Received as the money received, every family’s, not what covers the week', () => {
    const paidWeek = buildFinancialWeek({
      customers,
      dates: DATES,
      records,
      paid: new Set(),
      // Zoë's family paid 80.00 for a 60.00 week; a family with no child on screen paid 10.00.
      partPaid: new Map([[`zoe|${DATES[2]}`, 6000]]),
      receipts: new Map([
        ['zoe', [8000]],
        ['gone', [1000]],
      ]),
    });
    expect(paidWeek.families.get('zoe')).toMatchObject({ paidCents: 6000, receivedCents: 8000 });
    expect(paidWeek.totals.receivedCents).toBe(9000);
  });

  it('puts siblings in one family: its week is both children’s', () => {
    const siblings = buildFinancialWeek({
      customers: [child('ada', 'Ada', 'fam'), child('zoe', 'Zoë', 'fam')],
      dates: DATES,
      records,
      paid: new Set(),
    });
    expect([...siblings.families.keys()]).toEqual(['fam']);
    expect(siblings.families.get('fam')?.costCents).toBe(28_500);
  });
});
