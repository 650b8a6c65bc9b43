import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import { customerReportStamp } from './report-stamp.ts';

// Each write goes straight to SQLite, as a path nobody told about the report would write.
describe("the customer report's stamp", () => {
  let dir: string;
  let database: Database_;
  const run = (sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).run(...params);
  const ada = { id: 'kid-a', familyId: 'fam-a' };
  const bo = { id: 'kid-b', familyId: 'fam-b' };
  const stamp = (child = ada) => customerReportStamp(database.db, child);

  /** Expects `write` to give Ada's report a new stamp and (unless it writes Bo's) to leave Bo's. */
  const expectNewStamp = (write: () => void, { boToo = false } = {}) => {
    const before = [stamp(), stamp(bo)];
    write();
    expect(stamp()).not.toBe(before[0]);
    if (boToo) expect(stamp(bo)).not.toBe(before[1]);
    else expect(stamp(bo)).toBe(before[1]);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-report-stamp-'));
    database = openDatabase(dir);
    for (const family of ['fam-a', 'fam-b']) {
      run('insert into families (id, name) values (?, ?)', family, family);
    }
    for (const child of [ada, bo]) {
      run(
        'insert into customers (id, name, family_id, hourly_rate_cents) values (?, ?, ?, 1000)',
        child.id,
        child.id,
        child.familyId,
      );
      run(
        "insert into daily_attendance (id, customer_id, date, is_present) values (?, ?, '2026-11-02', 1)",
        `${child.id}-day`,
        child.id,
      );
    }
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("changes with every write of the child's days, whatever the column", () => {
    expectNewStamp(() =>
      run(
        "insert into daily_attendance (id, customer_id, date, is_present) values ('d2', 'kid-a', '2026-11-03', 0)",
      ),
    );
    // An absent day's reason: no ledger reads it, the report shows it.
    expectNewStamp(() =>
      run("update daily_attendance set pickup_reason = 'Dentist' where id = 'd2'"),
    );
    expectNewStamp(() => run("update daily_attendance set updated_at = 1 where id = 'd2'"));
    expectNewStamp(() => run("delete from daily_attendance where id = 'd2'"));
  });

  it("changes with every write of the child's stays", () => {
    expectNewStamp(() =>
      run(
        "insert into sessions (id, customer_id, date, check_in_time) values ('v1', 'kid-a', '2026-11-02', 1)",
      ),
    );
    expectNewStamp(() =>
      run(`update sessions set picked_up_by = '{"name":"Rosa"}' where id = 'v1'`),
    );
    expectNewStamp(() => run("delete from sessions where id = 'v1'"));
  });

  it("changes with the family's payments and those naming the child under another family", () => {
    const pay = (id: string, customerId: string, familyId: string, status = 'succeeded') =>
      run(
        "insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on) values (?, ?, ?, 100, ?, 'cash', '2026-11-05')",
        id,
        customerId,
        familyId,
        status,
      );
    run(
      "insert into customers (id, name, family_id, hourly_rate_cents) values ('kid-a2', 'Byron', 'fam-a', 1000)",
    );
    expectNewStamp(() => pay('p1', 'kid-a2', 'fam-a', 'pending'));
    expectNewStamp(() => run("update payments set status = 'failed' where id = 'p1'"));
    // Ada's own payment kept under the other family: it is that family's money too.
    expectNewStamp(() => pay('p2', 'kid-a', 'fam-b'), { boToo: true });
    expectNewStamp(() => run("update payments set note = 'moved' where id = 'p2'"), {
      boToo: true,
    });
    expectNewStamp(() => run("delete from payments where id = 'p1'"));
  });

  it("changes with the child's row and the family's ledger", () => {
    expectNewStamp(() => run("update customers set name = 'Ada King' where id = 'kid-a'"));
    expectNewStamp(() => run("update customers set hourly_rate_cents = 1400 where id = 'kid-a'"));
    expectNewStamp(() =>
      run(
        "insert into ledger_adjustments (id, family_id, amount_cents, reason, on_date, created_by_name) values ('adj', 'fam-a', 500, 'Late fee', '2026-11-06', 'Owner')",
      ),
    );
  });

  it('stays the same for writes it does not read', () => {
    const before = stamp();
    run(
      "insert into weekly_notes (id, customer_id, week_start, note_type, note) values ('n1', 'kid-a', '2026-11-02', 'staff', 'Nap')",
    );
    run("update daily_attendance set is_present = 0 where customer_id = 'kid-b'");
    run("insert into settings (key, value) values ('business_name', '\"Acorns\"')");
    expect(stamp()).toBe(before);
  });

  it('is undefined, so the change clock decides, for a child with nothing written yet', () => {
    run(
      "insert into customers (id, name, family_id, hourly_rate_cents) values ('kid-c', 'Cy', 'fam-a', 1000)",
    );
    expect(stamp({ id: 'kid-c', familyId: 'fam-a' })).toBeUndefined();
  });
});
