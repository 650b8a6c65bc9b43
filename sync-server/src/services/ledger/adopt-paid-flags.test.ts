import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import { adoptPaidFlags } from './adopt-paid-flags.ts';

describe('adoptPaidFlags', () => {
  let dir: string;
  let database: Database_;
  const run = (sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).run(...params);
  // A day ticked paid before the ledger, with no money recorded for it, charged as its day
  // record says (the start projects every day from its record before adopting, decision 069).
  const tickedDay = (id: string, date: string) =>
    run(
      "insert into daily_attendance (id, customer_id, date, is_present, check_received, charge_cents) values (?, 'kid', ?, 1, 1, 4200)",
      id,
      date,
    );
  const markedPayments = () =>
    database.sqlite
      .prepare(
        "select amount_cents as cents, received_on as date from payments where method = 'marked'",
      )
      .all();

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-adopt-'));
    database = openDatabase(dir);
    run("insert into families (id, name) values ('fam', 'Fam')");
    run("insert into customers (id, name, family_id) values ('kid', 'Kid', 'fam')");
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records a marked payment for each ticked day the first time, and never looks again', () => {
    tickedDay('d1', '2026-11-02');
    expect(adoptPaidFlags(database.db)).toBe(1);
    expect(markedPayments()).toEqual([{ cents: 4200, date: '2026-11-02' }]);
    // Later starts skip it, without reading any family's ledger.
    tickedDay('d2', '2026-11-03');
    expect(adoptPaidFlags(database.db)).toBe(0);
    expect(markedPayments()).toHaveLength(1);
  });

  it('adopts at the first start of a database restored from before it ran', () => {
    expect(adoptPaidFlags(database.db)).toBe(0);
    run("delete from once_tasks where name = 'ledger.adopt-paid-flags'");
    tickedDay('d1', '2026-11-02');
    expect(adoptPaidFlags(database.db)).toBe(1);
  });
});
