import { attendanceMap, getKeptPrice, listClientDayCosts, setAttendance } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNAUDITED_ORIGIN } from '../sync/hooks.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { carryOverDayPrices } from './carry-over-day-prices.ts';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEEK = { kind: 'week', monday: MONDAY } as const;

let app: TestApp;
let ada: TestFamily;
beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 1250 });
});
afterEach(() => app.close());

// A week as a database from before decision 067 holds it: costs devices wrote into days, and
// the projection's column charging them.
function costWrittenByADevice(date: string, cost: string, cents: number) {
  app.core.registry.writeNow(
    WEEK,
    (doc) => {
      setAttendance(doc, ada.customerId, date, { isPresent: true });
      attendanceMap(doc).set(`${ada.customerId}|${date}|dailyCost`, cost);
    },
    UNAUDITED_ORIGIN,
  );
  app.core.database.sqlite
    .prepare('update daily_attendance set daily_cost_cents = ? where customer_id = ? and date = ?')
    .run(cents, ada.customerId, date);
}

const costColumn = (date: string) =>
  app.core.database.sqlite
    .prepare(
      'select daily_cost_cents as cents from daily_attendance where customer_id = ? and date = ?',
    )
    .get(ada.customerId, date);

describe('carrying over the costs devices wrote', () => {
  it('keeps each cost of 0 or more as charged, drops a negative one, and runs once', () => {
    costWrittenByADevice(MONDAY, '150.00', 15_000);
    costWrittenByADevice(TUESDAY, '-5000.00', -500_000);
    app.core.database.sqlite
      .prepare("delete from once_tasks where name = 'week.carry-over-day-prices'")
      .run();

    expect(carryOverDayPrices(app.db, app.core.registry)).toEqual({ kept: 1, dropped: 1 });
    const week = app.core.registry.open(WEEK).ydoc;
    expect(getKeptPrice(week, ada.customerId, MONDAY)).toBe('150.00');
    expect(getKeptPrice(week, ada.customerId, TUESDAY)).toBeNull();
    expect(listClientDayCosts(week)).toEqual([]);
    // Monday stays charged as it was; Tuesday is 6 hours at the child's rate again.
    expect(costColumn(MONDAY)).toEqual({ cents: 15_000 });
    expect(costColumn(TUESDAY)).toEqual({ cents: null });
    const entry = app.core.database.sqlite
      .prepare("select summary from audit_entries where action = 'attendance.prices-carried-over'")
      .get();
    expect(entry).toEqual({
      summary:
        "Kept the price of 1 day(s) as it was charged; 1 day(s) with a negative or unreadable cost are priced by the child's rate",
    });

    costWrittenByADevice(TUESDAY, '1.00', 100);
    expect(carryOverDayPrices(app.db, app.core.registry)).toEqual({ kept: 0, dropped: 0 });
  });
});
