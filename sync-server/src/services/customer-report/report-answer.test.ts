import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import { GzippedJson } from '../../http/response-cache.ts';
import { findCustomer } from '../../queries/customers.ts';
import { customerReport, type ReportRequest } from './customer-report.ts';
import { customerReportAnswer, keptReportStarts } from './report-answer.ts';

const TODAY = '2026-11-25';
const WHOLE: ReportRequest = { startDate: '2026-09-01', endDate: '2026-11-30', withPayment: true };

// Each write goes straight to SQLite, as a path nobody told about the report would write: only
// the triggers of migration 0023 can tell the kept months that it happened.
describe("the customer report's answer from its kept past months", () => {
  let dir: string;
  let database: Database_;
  const run = (sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).run(...params);

  const day = (id: string, customerId: string, date: string, costCents = 4_500) =>
    run(
      'insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, arrival_time, departure_time) values (?, ?, ?, 1, ?, ?, ?)',
      id,
      customerId,
      date,
      costCents,
      '08:00',
      '16:30',
    );
  const visit = (id: string, customerId: string, date: string) =>
    run(
      'insert into sessions (id, customer_id, date, check_in_time, check_out_time, dropped_off_by) values (?, ?, ?, ?, ?, \'{"name":"Rosa"}\')',
      id,
      customerId,
      date,
      Date.parse(`${date}T08:00:00Z`),
      Date.parse(`${date}T16:30:00Z`),
    );

  /**
   * Ada's answer for `request`, which must unzip to exactly the JSON of the report computed from
   * the database now; says whether it was joined to a kept start.
   */
  const expectCurrent = (request: ReportRequest = WHOLE, customerId = 'kid-a', today = TODAY) => {
    const customer = findCustomer(database.db, customerId);
    if (!customer) throw new Error(`${customerId} is gone`);
    const before = keptReportStarts();
    const answer = customerReportAnswer(database.db, customer, request, today);
    const fresh = JSON.stringify(customerReport(database.db, customer, request));
    const json =
      answer instanceof GzippedJson ? gunzipSync(answer.gzip).toString() : JSON.stringify(answer);
    expect(json).toBe(fresh);
    return { kept: keptReportStarts().hits === before.hits + 1, json };
  };

  /** Expects each of `writes`, made after a current answer, to give one built from nothing. */
  const expectBuiltAgainAfter = (writes: readonly string[]) => {
    for (const write of writes) {
      expectCurrent();
      run(write);
      expect(expectCurrent().kept, write).toBe(false);
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-report-answer-'));
    database = openDatabase(dir);
    run("insert into families (id, name) values ('fam-a', 'King')");
    for (const [id, name] of [
      ['kid-a', 'Ada'],
      ['kid-b', 'Byron'],
    ]) {
      run(
        "insert into customers (id, name, family_id, hourly_rate_cents) values (?, ?, 'fam-a', 1000)",
        id,
        name,
      );
    }
    for (const [n, date] of ['2026-09-14', '2026-10-05', '2026-10-30', '2026-11-02'].entries()) {
      day(`a${n}`, 'kid-a', date);
      visit(`va${n}`, 'kid-a', date);
    }
    day('b0', 'kid-b', '2026-10-06');
    run(
      "insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on) values ('p1', 'kid-a', 'fam-a', 9000, 'succeeded', 'cash', '2026-10-31')",
    );
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same JSON as the report, whether its range is past, current or both', () => {
    expect(expectCurrent().json).toContain('"date":"2026-11-02"');
    expect(expectCurrent({ ...WHOLE, endDate: '2026-10-31' }).json).toContain('2026-10-30');
    expect(expectCurrent({ ...WHOLE, startDate: '2026-11-01' }).json).not.toContain('2026-10-30');
    // The range ends before its first day: a report of nothing, as the report answers it.
    expectCurrent({ ...WHOLE, startDate: '2026-12-01' });
    expectCurrent({ ...WHOLE, withPayment: false });
    // A child whose past months show no day at all.
    run("delete from daily_attendance where customer_id = 'kid-b'");
    expectCurrent(WHOLE, 'kid-b');
  });

  it('keeps the past months while this month is checked into, and shows this month anew', () => {
    expectCurrent();
    expect(expectCurrent().kept).toBe(true);
    day('a9', 'kid-a', '2026-11-24');
    visit('va9', 'kid-a', '2026-11-24');
    const after = expectCurrent();
    expect(after.kept).toBe(true);
    expect(after.json).toContain('2026-11-24');
    run("update daily_attendance set daily_cost_cents = 6000 where id = 'a9'");
    expect(expectCurrent().kept).toBe(true);
  });

  it('keeps the months before this week while a week that began last month is checked into', () => {
    // Tuesday 2026-12-01: this week began on Monday 2026-11-30, which the grid still writes.
    const tuesday = '2026-12-01';
    expectCurrent(WHOLE, 'kid-a', tuesday);
    day('a9', 'kid-a', '2026-11-30');
    const after = expectCurrent(WHOLE, 'kid-a', tuesday);
    expect(after.kept).toBe(true);
    expect(after.json).toContain('2026-11-30');
  });

  it("builds the past again after any write of a past month's days, whatever the column", () => {
    const writes = [
      "update daily_attendance set pickup_reason = 'Dentist' where id = 'a1'",
      "update daily_attendance set updated_at = 1 where id = 'a1'",
      "update daily_attendance set daily_cost_cents = 100 where id = 'a0'",
      "delete from daily_attendance where id = 'a2'",
      // Moved from this month into a past one: both months change.
      "update daily_attendance set date = '2026-10-29' where id = 'a3'",
    ];
    expectBuiltAgainAfter(writes);
    day('a8', 'kid-a', '2026-10-01');
    expect(expectCurrent().kept).toBe(false);
  });

  it("builds the past again after any write of a past month's stays", () => {
    const writes = [
      `update sessions set picked_up_by = '{"name":"Sam"}' where id = 'va1'`,
      "update sessions set check_out_time = check_out_time + 60000 where id = 'va0'",
      "delete from sessions where id = 'va2'",
      "update sessions set date = '2026-09-14' where id = 'va3'",
    ];
    expectBuiltAgainAfter(writes);
  });

  it("builds the past again when the child's name or rate changes", () => {
    expectCurrent();
    run("update customers set name = 'Ada King' where id = 'kid-a'");
    expect(expectCurrent().kept).toBe(false);
    run("update customers set hourly_rate_cents = 1400 where id = 'kid-a'");
    expect(expectCurrent().kept).toBe(false);
  });

  it("keeps the past through writes it does not show: another child's days, payments", () => {
    expectCurrent();
    run("update daily_attendance set pickup_reason = 'Cold' where id = 'b0'");
    run("update payments set amount_cents = 4500 where id = 'p1'");
    run(
      "insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on) values ('p2', 'kid-a', 'fam-a', 100, 'succeeded', 'cash', '2026-09-20')",
    );
    expect(expectCurrent().kept).toBe(true);
  });
});
