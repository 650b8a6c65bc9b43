import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allocateLedger, ledgerBalance, listLedgerEntries } from '@cubby/shared/ledger';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import {
  cachedFamilyMoney,
  cachedFamilyMoneyAfterDays,
  cachedFamilyMoneyOnHandle,
} from './ledger-cache.ts';
import { type FamilyLedger, loadFamilyLedgers } from './ledger-rows.ts';
import { familyToken } from './one-family-reads.ts';

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

  // The first read of a family reads the database and packs its rows; the next builds the ledger
  // from the packed rows, and so does a commit's, which then keeps it whole.
  const everyRead = (familyId: string, timeZone: string) => [
    cachedFamilyMoney(database.db, familyId, timeZone).ledger,
    cachedFamilyMoney(database.db, familyId, timeZone).ledger,
    cachedFamilyMoneyOnHandle(database.db, familyId, timeZone).ledger,
  ];

  it('reads the rows and the ledger loadFamilyLedgers reads, from the database or packed', () => {
    const expected = loaded('fam-a', 'America/New_York');
    for (const ledger of everyRead('fam-a', 'America/New_York')) {
      expect(rowsOf(ledger)).toEqual(rowsOf(expected));
      expect(ledger.days.size).toBe(6);
      expect(ledger.payments.map((row) => row.id).sort()).toEqual(['p1', 'p2', 'p4']);
      expect(ledger.names.childName('kid-c')).toBe('Cy');
      expect(ledger.names.reasonOf('adj')).toBe('Late fee');
      expect(allocateLedger(ledger.input)).toEqual(allocateLedger(expected.input));
    }
  });

  it('reads a family with no children, or none of its own, as loadFamilyLedgers does', () => {
    run("update customers set family_id = 'fam-b' where family_id = 'fam-a'");
    for (const familyId of ['fam-a', 'fam-b', 'nobody']) {
      for (const ledger of everyRead(familyId, 'UTC')) {
        expect(rowsOf(ledger)).toEqual(rowsOf(loaded(familyId)));
      }
    }
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

  describe('a commit that changed only some days', () => {
    const upsertDay = (
      id: string,
      customerId: string,
      date: string,
      present: number,
      cents: number,
    ) =>
      run(
        'insert into daily_attendance (id, customer_id, date, is_present, daily_cost_cents) values (?, ?, ?, ?, ?) on conflict (customer_id, date) do update set is_present = excluded.is_present, daily_cost_cents = excluded.daily_cost_cents',
        id,
        customerId,
        date,
        present,
        cents,
      );
    const expectAsRead = (ledger: FamilyLedger, familyId: string) => {
      const fresh = loaded(familyId);
      expect(new Map([...ledger.days].sort())).toEqual(new Map([...fresh.days].sort()));
      expect(ledgerBalance(ledger.input)).toBe(ledgerBalance(fresh.input));
      expect(allocateLedger(ledger.input)).toEqual(allocateLedger(fresh.input));
      expect(listLedgerEntries(ledger.input, ledger.names)).toEqual(
        listLedgerEntries(fresh.input, fresh.names),
      );
    };

    it('brings the cached ledger up to date with those days, as a full read would', () => {
      const before = cachedFamilyMoneyOnHandle(database.db, 'fam-a', 'UTC');
      const tokenBefore = familyToken(database.db, 'fam-a');
      // A sibling's new day on a date the other has, a day made absent, one re-priced, one newly
      // present, and a day of another family named in the same commit.
      upsertDay('c-2026-11-06', 'kid-c', '2026-11-06', 1, 3300);
      upsertDay('a-2026-11-06', 'kid-a', '2026-11-06', 1, 2200);
      upsertDay('a-2026-11-03', 'kid-a', '2026-11-03', 0, 5000);
      upsertDay('a-2026-11-02', 'kid-a', '2026-11-02', 1, 6100);
      upsertDay('c-absent', 'kid-c', '2026-11-05', 1, 5000);
      upsertDay('b-day', 'kid-b', '2026-11-02', 1, 9000);
      const days = [
        { customerId: 'kid-c', date: '2026-11-06' },
        { customerId: 'kid-a', date: '2026-11-06' },
        { customerId: 'kid-a', date: '2026-11-03' },
        { customerId: 'kid-a', date: '2026-11-02' },
        { customerId: 'kid-c', date: '2026-11-05' },
        { customerId: 'kid-b', date: '2026-11-02' },
      ];
      const after = cachedFamilyMoneyAfterDays(database.db, 'fam-a', 'UTC', { tokenBefore, days });
      expect(after).not.toBe(before);
      expectAsRead(after.ledger, 'fam-a');
      expect(after.allocation).toEqual(allocateLedger(loaded('fam-a').input));
      // Kept for every other read, at the token the database holds now.
      expect(cachedFamilyMoney(database.db, 'fam-a')).toBe(after);
    });

    // A commit's read keeps the whole ledger; an owner's read keeps the rows packed, and no ledger.
    it.each([
      [
        'a whole ledger a commit kept',
        () => cachedFamilyMoneyOnHandle(database.db, 'fam-a', 'UTC'),
      ],
      ['the rows an owner’s read kept packed', () => cachedFamilyMoney(database.db, 'fam-a')],
    ])('reads only the days it is told of, when the cache held %s before them', (_, read) => {
      read();
      const tokenBefore = familyToken(database.db, 'fam-a');
      upsertDay('a-2026-11-09', 'kid-a', '2026-11-09', 1, 1000);
      // Not named: a commit that wrote it would have had to say so.
      upsertDay('a-2026-11-10', 'kid-a', '2026-11-10', 1, 1000);
      const days = [{ customerId: 'kid-a', date: '2026-11-09' }];
      const after = cachedFamilyMoneyAfterDays(database.db, 'fam-a', 'UTC', { tokenBefore, days });
      expect(after.ledger.days.has('kid-a|2026-11-09')).toBe(true);
      expect(after.ledger.days.has('kid-a|2026-11-10')).toBe(false);
    });

    it('reads the whole ledger when anything else changed before the token was read', () => {
      cachedFamilyMoneyOnHandle(database.db, 'fam-a', 'UTC');
      // A payment written earlier in the same commit, by another document's hook, say.
      run(
        "insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on) values ('p9', 'kid-a', 'fam-a', 777, 'succeeded', 'cash', '2026-11-07')",
      );
      upsertDay('a-2026-11-09', 'kid-a', '2026-11-09', 1, 1000);
      // The token the cached entry was read at is gone: what changed is unknown.
      const tokenBefore = familyToken(database.db, 'fam-a');
      const days = [{ customerId: 'kid-a', date: '2026-11-09' }];
      upsertDay('a-2026-11-09', 'kid-a', '2026-11-09', 1, 1200);
      const after = cachedFamilyMoneyAfterDays(database.db, 'fam-a', 'UTC', { tokenBefore, days });
      expectAsRead(after.ledger, 'fam-a');
      expect(after.ledger.payments.map((row) => row.id)).toContain('p9');
    });
  });
});
