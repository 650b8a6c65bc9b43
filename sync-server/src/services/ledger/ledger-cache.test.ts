import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allocateLedger, ledgerBalance } from '@cubby/shared/ledger';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import { countUnpaidCharges, familyBalances } from '../balances.ts';
import { cachedFamilyMoney } from './ledger-cache.ts';
import { loadFamilyLedgers } from './ledger-rows.ts';

// Each write goes straight to SQLite, as a path the cache knows nothing about would (a
// document hook, a REST write, the kiosk, a script): the next read must see it all the same.
describe('the family ledger cache', () => {
  let dir: string;
  let database: Database_;
  const run = (sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).run(...params);

  // What the database holds now, read without the cache.
  const uncached = (familyId: string) => {
    const ledger = loadFamilyLedgers(database.db, [familyId]).get(familyId);
    if (!ledger) throw new Error(`no ledger for ${familyId}`);
    return {
      ledger,
      balance: ledgerBalance(ledger.input),
      allocation: allocateLedger(ledger.input),
    };
  };
  const cachedBalance = (familyId: string) =>
    ledgerBalance(cachedFamilyMoney(database.db, familyId).ledger.input);
  const expectFresh = (familyId: string) => {
    const money = cachedFamilyMoney(database.db, familyId);
    const fresh = uncached(familyId);
    expect(ledgerBalance(money.ledger.input)).toBe(fresh.balance);
    expect(money.allocation).toEqual(fresh.allocation);
    // Kept packed, a ledger is built again for each read: the same rows as the database's.
    expect([...money.ledger.days]).toEqual([...fresh.ledger.days]);
    expect(money.ledger.input).toEqual(fresh.ledger.input);
    expect(money.ledger.payments).toEqual(fresh.ledger.payments);
    expect(money.ledger.children).toEqual(fresh.ledger.children);
  };
  // Writes a day of fam-a and gives the family its token back, as if nothing had changed: a read
  // that still answers the balance before it answered from what the cache kept, not the database.
  const writeUnseen = () => {
    const { token } = database.sqlite
      .prepare("select token from family_ledger_versions where family_id = 'fam-a'")
      .get() as { token: string };
    run(
      "insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, charge_cents) values ('unseen', 'kid-a', '2026-11-09', 1, 5000, 5000)",
    );
    run("update family_ledger_versions set token = ? where family_id = 'fam-a'", token);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-ledger-cache-'));
    database = openDatabase(dir);
    for (const family of ['fam-a', 'fam-b']) {
      run('insert into families (id, name) values (?, ?)', family, family);
    }
    run(
      'insert into customers (id, name, family_id, hourly_rate_cents) values (?, ?, ?, ?)',
      'kid-a',
      'Ada',
      'fam-a',
      1000,
    );
    run(
      'insert into customers (id, name, family_id, hourly_rate_cents) values (?, ?, ?, ?)',
      'kid-b',
      'Bo',
      'fam-b',
      1000,
    );
    for (const date of ['2026-11-02', '2026-11-03']) {
      run(
        'insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, charge_cents) values (?, ?, ?, 1, 5000, 5000)',
        `day-${date}`,
        'kid-a',
        date,
      );
    }
    // Filled before each write, so a read that did not notice the write would answer stale.
    expect(cachedBalance('fam-a')).toBe(10000);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a family unchanged since the last read from the cache', () => {
    // A write to another family leaves this one's entry in place.
    run("update customers set hourly_rate_cents = 2000 where id = 'kid-b'");
    writeUnseen();
    expect(cachedBalance('fam-a')).toBe(10000);
    expect(uncached('fam-a').balance).toBe(15000);
  });

  it('answers a ledger built anew from its packed rows each time', () => {
    const first = cachedFamilyMoney(database.db, 'fam-a');
    const second = cachedFamilyMoney(database.db, 'fam-a');
    expect(second.ledger).not.toBe(first.ledger);
    expect(second.allocation).toEqual(first.allocation);
    expectFresh('fam-a');
  });

  it('sees a present day checked in, corrected and removed', () => {
    run(
      "insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, charge_cents) values ('d4', 'kid-a', '2026-11-04', 1, 2500, 2500)",
    );
    expect(cachedBalance('fam-a')).toBe(12500);
    // The charge alone changes, as a closed stay or a rate change of the record may change it.
    run("update daily_attendance set charge_cents = 3000 where id = 'd4'");
    expect(cachedBalance('fam-a')).toBe(13000);
    run("update daily_attendance set is_present = 0 where id = 'd4'");
    expect(cachedBalance('fam-a')).toBe(10000);
    run("delete from daily_attendance where id = 'day-2026-11-03'");
    expect(cachedBalance('fam-a')).toBe(5000);
    expectFresh('fam-a');
  });

  it('sees a payment recorded, one stored without its family, and a reversal', () => {
    run(
      "insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on) values ('p1', 'kid-a', 'fam-a', 4000, 'succeeded', 'cash', '2026-11-05')",
    );
    expect(cachedBalance('fam-a')).toBe(6000);
    run(
      "insert into payments (id, customer_id, amount_cents, status, method, received_on) values ('p2', 'kid-a', 1000, 'succeeded', 'cash', '2026-11-05')",
    );
    expect(cachedBalance('fam-a')).toBe(5000);
    run("update payments set reversed_at = 1700000000000 where id = 'p1'");
    expect(cachedBalance('fam-a')).toBe(9000);
    run("delete from payments where id = 'p2'");
    expect(cachedBalance('fam-a')).toBe(10000);
    expectFresh('fam-a');
  });

  it('sees an adjustment added, changed and removed', () => {
    run(
      "insert into ledger_adjustments (id, family_id, amount_cents, reason, on_date, created_by_name) values ('adj', 'fam-a', 1500, 'Late fee', '2026-11-06', 'Owner')",
    );
    expect(cachedBalance('fam-a')).toBe(11500);
    run("update ledger_adjustments set amount_cents = -500 where id = 'adj'");
    expect(cachedBalance('fam-a')).toBe(9500);
    run("delete from ledger_adjustments where id = 'adj'");
    expect(cachedBalance('fam-a')).toBe(10000);
  });

  it('sees a child renamed, repriced and moved to another family', () => {
    run("update customers set name = 'Adah' where id = 'kid-a'");
    expect(cachedFamilyMoney(database.db, 'fam-a').ledger.names.childName('kid-a')).toBe('Adah');
    expect(cachedBalance('fam-b')).toBe(0);
    run("update customers set family_id = 'fam-b' where id = 'kid-a'");
    expect(cachedBalance('fam-a')).toBe(0);
    expect(cachedBalance('fam-b')).toBe(10000);
    run("delete from customers where id = 'kid-a'");
    expect(cachedBalance('fam-b')).toBe(0);
  });

  it('sees the lists of every family change with one of them', () => {
    expect(familyBalances(database.db, ['fam-a', 'fam-b'])).toEqual(
      new Map([
        ['fam-a', 10000],
        ['fam-b', 0],
      ]),
    );
    expect(countUnpaidCharges(database.db)).toBe(2);
    run(
      "insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, charge_cents) values ('b1', 'kid-b', '2026-11-02', 1, 700, 700)",
    );
    expect(familyBalances(database.db, ['fam-a', 'fam-b']).get('fam-b')).toBe(700);
    expect(countUnpaidCharges(database.db)).toBe(3);
  });

  it('has every column a ledger reads watched by its table’s update trigger', () => {
    // A later migration adding a column must add it to the trigger's WHEN, or its changes
    // would leave cached ledgers in place.
    for (const table of ['daily_attendance', 'payments', 'ledger_adjustments', 'customers']) {
      const trigger = database.sqlite
        .prepare(
          "select sql from sqlite_master where type = 'trigger' and tbl_name = ? and name like 'family_ledger_%' and sql like '%AFTER UPDATE%'",
        )
        .get(table) as { sql: string };
      const columns = database.sqlite.pragma(`table_info(${table})`) as Array<{ name: string }>;
      for (const { name } of columns.filter(({ name }) => name !== 'updated_at')) {
        expect(trigger.sql, `${table}.${name}`).toContain(`OLD.\`${name}\` IS NOT NEW.\`${name}\``);
      }
    }
  });

  it('keeps its entry when a write changes nothing but the time it was written', () => {
    run("update daily_attendance set updated_at = 1 where customer_id = 'kid-a'");
    run("update customers set name = name where id = 'kid-a'");
    writeUnseen();
    expect(cachedBalance('fam-a')).toBe(10000);
  });

  it('loads many families at once however long their histories', () => {
    // 150,000 present days of one child, more than a call's arguments can hold.
    run(`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 149999)
      insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, charge_cents)
      select 'long-' || i, 'kid-b', date('1700-01-01', '+' || i || ' days'), 1, 1, 1 from n`);
    expect(familyBalances(database.db, ['fam-a', 'fam-b'])).toEqual(
      new Map([
        ['fam-a', 10000],
        ['fam-b', 150000],
      ]),
    );
  });

  it('never lists what a rolled-back transaction wrote', () => {
    const rollback = new Error('rolled back');
    expect(() =>
      database.db.transaction(() => {
        run(
          "insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents, charge_cents) values ('b1', 'kid-b', '2026-11-02', 1, 700, 700)",
        );
        // Read inside the transaction: the summaries keep what they saw there.
        expect(familyBalances(database.db, ['fam-a', 'fam-b']).get('fam-b')).toBe(700);
        expect(countUnpaidCharges(database.db)).toBe(3);
        throw rollback;
      }),
    ).toThrow(rollback);
    expect(familyBalances(database.db, ['fam-a', 'fam-b']).get('fam-b')).toBe(0);
    expect(countUnpaidCharges(database.db)).toBe(2);
  });

  it('never answers what a rolled-back transaction wrote', () => {
    const rollback = new Error('rolled back');
    expect(() =>
      database.db.transaction(() => {
        run(
          "insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on) values ('p1', 'kid-a', 'fam-a', 4000, 'succeeded', 'cash', '2026-11-05')",
        );
        // Read inside the transaction: the cache keeps what it saw there.
        expect(cachedBalance('fam-a')).toBe(6000);
        throw rollback;
      }),
    ).toThrow(rollback);
    expect(cachedBalance('fam-a')).toBe(10000);
    expectFresh('fam-a');
  });
});
