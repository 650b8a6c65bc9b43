import { deriveDay } from '@cubby/shared/day-record';
import { attendanceDayKey } from '@cubby/shared/docs';
import { instantAt } from '@cubby/shared/facility-clock';
import { parseMoney } from '@cubby/shared/money';
import { describe, expect, it } from 'vitest';
import {
  buildFinancialWeek,
  missingPayments,
  presentDaysOf,
  weekTotals,
} from './financial-week.ts';

const ZONE = 'America/Los_Angeles';
const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const family = (id: string, name: string) => ({
  id,
  name,
  hourlyRate: '12.50',
  defaultMonday: true,
  defaultTuesday: true,
  defaultWednesday: true,
  defaultThursday: true,
  defaultFriday: true,
  familyId: id,
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

describe('the financial week', () => {
  const attendance = new Map(
    [
      day('ada', DATES[0] as string, { marked: true, keptPrice: '150.00' }),
      day('ada', DATES[1] as string, { times: ['08:00', '14:00'] }),
      day('zoe', DATES[2] as string, { marked: true, keptPrice: '60.00' }),
      day('zoe', DATES[3] as string, { keptPrice: '150.00' }),
      // Still in on Friday, today: charged nothing yet.
      day('zoe', DATES[4] as string, { times: ['08:00', null] }),
    ].map((entry) => [attendanceDayKey(entry.customerId, entry.date), entry]),
  );
  const paid = new Set([`ada|${DATES[0]}`]);
  const rows = buildFinancialWeek(
    [family('ada', 'Ada'), family('zoe', 'Zoë')],
    DATES,
    attendance,
    paid,
  );

  it('costs each present day by the one rule and marks the days paid', () => {
    const [ada, zoe] = rows;
    // 150.00 saved, then 6 hours at 12.50.
    expect(ada?.money).toEqual({
      costCents: 22_500,
      receivedCents: 15_000,
      outstandingCents: 7500,
    });
    expect(ada?.days.map((each) => each.paid)).toEqual([true, false, false, false, false]);
    // Zoë's Friday is in progress: present, charged nothing yet, in no total.
    expect(zoe?.money.costCents).toBe(6000);
    expect(zoe?.presentDays.map((each) => each.date)).toEqual([DATES[2], DATES[4]]);
    expect(zoe?.days[4]).toMatchObject({ present: true, inProgress: true, costCents: 0 });
  });

  it('counts what a part payment covers of a day as received, as the ledger does (031)', () => {
    const [, zoe] = buildFinancialWeek(
      [family('ada', 'Ada'), family('zoe', 'Zoë')],
      DATES,
      attendance,
      paid,
      new Map([[`zoe|${DATES[2]}`, 2500]]),
    );
    expect(zoe?.money).toEqual({ costCents: 6000, receivedCents: 2500, outstandingCents: 3500 });
    expect(zoe?.days[2]).toMatchObject({ paid: false, partPaidCents: 2500 });
    expect(missingPayments(zoe ? [zoe] : [])).toEqual([]);
  });

  it('adds up the three cards and lists who has paid nothing this week', () => {
    expect(weekTotals(rows)).toEqual({
      costCents: 28_500,
      receivedCents: 15_000,
      outstandingCents: 13_500,
    });
    expect(missingPayments(rows).map((row) => row.name)).toEqual(['Zoë']);
    expect(presentDaysOf(rows)).toHaveLength(4);
  });
});
