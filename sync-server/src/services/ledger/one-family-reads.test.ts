import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allocateLedger } from '@cubby/shared/ledger';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import { cachedFamilyMoney, cachedFamilyMoneyOnHandle } from './ledger-cache.ts';
import { type FamilyLedger, loadFamilyLedgers } from './ledger-rows.ts';
import { familyToken, readFamilyLedger } from './one-family-reads.ts';

// The commit's prepared reads must answer what every other read of the ledger answers, to the
// row: the cache hands what either read to the other.
describe("one family's prepared ledger reads", () => {
  let dir: string;
  let database: Database_;
  const run = (sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).run(...params);

  const rowsOf = ({ names: _names, ...ledger }: FamilyLedger) => ledger;
  const loaded = (familyId: string, timeZone = 'UTC') => {
    const ledger = loadFamilyLedgers(database.db, [familyId], timeZone).get(familyId);
    if (!ledger) throw new Error(`no ledger for ${familyId}`);
    return ledger;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-one-family-'));
    database = openDatabase(dir);
    for (const family of ['fam-a', 'fam-b']) {
      run('insert into families (id, name) values (?, ?)', family, family);
    }
    const child =
      'insert into customers (id, name, family_id, hourly_rate_cents) values (?, ?, ?, ?)';
    run(child, 'kid-a', 'Ada', 'fam-a', 1000);
    run(child, 'kid-c', 'Cy', 'fam-a', 1500);
    run(child, 'kid-b', 'Bo', 'fam-b', 1000);
    const day =
      'insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, arrival_time, departure_time) values (?, ?, ?, ?, ?, ?, ?)';
    // Both children on the same days, one day absent, and a day of the other family.
    for (const date of ['2026-11-03', '2026-11-02', '2026-11-04']) {
      run(day, `a-${date}`, 'kid-a', date, 1, 5000, null, null);
      run(day, `c-${date}`, 'kid-c', date, 1, null, '08:00', '12:30');
    }
    run(day, 'c-absent', 'kid-c', '2026-11-05', 0, 5000, null, null);
    run(day, 'b-day', 'kid-b', '2026-11-02', 1, 7000, null, null);
    const payment =
      'insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on, covered_dates, reversed_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)';
    run(payment, 'p1', 'kid-a', 'fam-a', 4000, 'succeeded', 'cash', '2026-11-05', null, null);
    run(payment, 'p2', 'kid-c', null, 1000, 'succeeded', 'cash', '2026-11-05', null, null);
    run(payment, 'p3', 'kid-a', 'fam-a', 9000, 'pending', 'card', '2026-11-05', null, null);
    run(
      payment,
      'p4',
      'kid-c',
      'fam-a',
      2500,
      'succeeded',
      'card',
      '2026-11-06',
      '["2026-11-02"]',
      1_764_000_000_000,
    );
    run(payment, 'p5', 'kid-b', 'fam-b', 700, 'succeeded', 'cash', '2026-11-05', null, null);
    run(
      "insert into ledger_adjustments (id, family_id, amount_cents, reason, on_date, created_by_name) values ('adj', 'fam-a', 1500, 'Late fee', '2026-11-06', 'Owner')",
    );
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the rows and the ledger loadFamilyLedgers reads', () => {
    const ledger = readFamilyLedger(database.db, 'fam-a', 'America/New_York');
    const expected = loaded('fam-a', 'America/New_York');
    expect(rowsOf(ledger)).toEqual(rowsOf(expected));
    expect(ledger.days.size).toBe(6);
    expect(ledger.payments.map((row) => row.id).sort()).toEqual(['p1', 'p2', 'p4']);
    expect(ledger.names.childName('kid-c')).toBe('Cy');
    expect(ledger.names.reasonOf('adj')).toBe('Late fee');
    expect(allocateLedger(ledger.input)).toEqual(allocateLedger(expected.input));
  });

  it('reads a family with no children, or none of its own, as loadFamilyLedgers does', () => {
    run("update customers set family_id = 'fam-b' where family_id = 'fam-a'");
    expect(rowsOf(readFamilyLedger(database.db, 'fam-a', 'UTC'))).toEqual(rowsOf(loaded('fam-a')));
    expect(rowsOf(readFamilyLedger(database.db, 'fam-b', 'UTC'))).toEqual(rowsOf(loaded('fam-b')));
    expect(rowsOf(readFamilyLedger(database.db, 'nobody', 'UTC'))).toEqual(
      rowsOf(loaded('nobody')),
    );
  });

  it('reads the token the triggers set', () => {
    const before = familyToken(database.db, 'fam-a');
    expect(before).toMatch(/^[0-9A-F]{16}$/);
    run("update daily_attendance set daily_cost_cents = 6000 where id = 'a-2026-11-02'");
    expect(familyToken(database.db, 'fam-a')).not.toBe(before);
    expect(familyToken(database.db, 'nobody')).toBeUndefined();
  });

  it('shares the cache with every other read, and sees each write', () => {
    const first = cachedFamilyMoneyOnHandle(database.db, 'fam-a', 'UTC');
    expect(cachedFamilyMoney(database.db, 'fam-a')).toBe(first);
    expect(cachedFamilyMoneyOnHandle(database.db, 'fam-a', 'UTC')).toBe(first);
    run("update daily_attendance set is_present = 0 where id = 'a-2026-11-04'");
    const after = cachedFamilyMoneyOnHandle(database.db, 'fam-a', 'UTC');
    expect(after).not.toBe(first);
    expect(rowsOf(after.ledger)).toEqual(rowsOf(loaded('fam-a')));
    expect(after.allocation).toEqual(allocateLedger(loaded('fam-a').input));
    expect(cachedFamilyMoney(database.db, 'fam-a')).toBe(after);
  });
});
