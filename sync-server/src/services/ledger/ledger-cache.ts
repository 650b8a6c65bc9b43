/**
 * @module
 * Families' ledgers and allocations kept between reads (decision 043), so a read that visits
 * every family does not load every family's whole history each time. An entry is used only
 * while its family's token in `family_ledger_versions` is the one it was loaded at: triggers
 * change the token on every write of the family's children, present days, payments or
 * adjustments, whatever path writes, so an entry can never be stale. Whole ledgers are bounded
 * by the rows held; the reads that visit every family use a summary of each (`family-summary.ts`,
 * decision 050), kept by the same tokens.
 */
import { type Allocation, allocateLedger } from '@cubby/shared/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyLedgerVersions } from '../../db/schema.ts';
import { type FamilySummary, summarize } from './family-summary.ts';
import {
  type FamilyLedger,
  type FamilyRows,
  ledgerOf,
  loadFamilyRows,
  packDays,
  toLedgerPayment,
  unpackDays,
} from './ledger-rows.ts';
import { type ChangedDay, familyToken, withDaysReread } from './one-family-reads.ts';

type Reader = Pick<Db, 'select'>;

/** A family's ledger with its allocation. Shared between reads: never change it. */
export interface FamilyMoney {
  ledger: FamilyLedger;
  allocation: Allocation;
}

interface Entry {
  token: string;
  timeZone: string;
  money: FamilyMoney;
  rows: number;
}

// About 1 KiB each (a day's row, its charge and its allocation), and V8 marks every object of
// them at each full collection, on the thread that answers requests: five years of 300 families
// (about 300,000 days) took 265 ms a collection on one core (decision 050). So whole ledgers are
// kept only for the families whose commits follow them, many times a day (decision 063).
const MAX_ROWS = 60_000;
const entries = new Map<string, Entry>();
let heldRows = 0;

/** A family's rows with its days packed (`packDays`): a few objects whatever its history. */
interface Packed {
  token: string;
  rows: Omit<FamilyRows, 'days'> & { days: string };
}

// Five years of 300 families (282,000 days) pack into 48 million characters, one byte each (V8
// keeps an ASCII string as bytes). Past the bound, the least recently used family goes first.
const MAX_PACKED_CHARS = 64 * 1024 * 1024;
const packed = new Map<string, Packed>();
let packedChars = 0;

// A summary of every family read, with the token it was made at: no object per day.
const MAX_SUMMARIES = 20_000;
const summaries = new Map<string, { token: string; summary: FamilySummary }>();

/** One family's money, from the cache when its token has not changed. */
export function cachedFamilyMoney(db: Reader, familyId: string, timeZone = 'UTC'): FamilyMoney {
  return cachedFamiliesMoney(db, [familyId], timeZone).get(familyId) as FamilyMoney;
}

/** Many families' money: one query for their tokens, one load for those that changed. */
export function cachedFamiliesMoney(
  db: Reader,
  familyIds: readonly string[],
  timeZone = 'UTC',
): Map<string, FamilyMoney> {
  const tokens = tokensOf(db, familyIds);
  const found = new Map<string, FamilyMoney>();
  const stale: string[] = [];
  for (const familyId of familyIds) {
    const token = tokens.get(familyId);
    const money = fromCache(familyId, token, timeZone) ?? fromPacked(familyId, token, timeZone);
    if (money) found.set(familyId, money);
    else stale.push(familyId);
  }
  if (stale.length === 0) return found;
  for (const [familyId, rows] of loadAndPack(db, stale, tokens)) {
    found.set(familyId, moneyOf(ledgerOf(familyId, rows, timeZone)));
  }
  return found;
}

/**
 * The summaries of many families' money (`family-summary.ts`), for the reads that visit every
 * family: one query for their tokens, and a load of the ledgers of those that changed.
 */
export function cachedFamilySummaries(
  db: Reader,
  familyIds: readonly string[],
): Map<string, FamilySummary> {
  const tokens = tokensOf(db, familyIds);
  const found = new Map<string, FamilySummary>();
  const stale: string[] = [];
  for (const familyId of familyIds) {
    const token = tokens.get(familyId);
    const kept = summaries.get(familyId);
    if (kept && kept.token === token) {
      found.set(familyId, kept.summary);
      continue;
    }
    // The zone dates only reversals, which no summary reads.
    const money = fromCache(familyId, token, 'UTC') ?? fromPacked(familyId, token, 'UTC');
    if (money) found.set(familyId, keepSummary(familyId, token, money));
    else stale.push(familyId);
  }
  if (stale.length === 0) return found;
  for (const [familyId, rows] of loadAndPack(db, stale, tokens)) {
    const money = moneyOf(ledgerOf(familyId, rows, 'UTC'));
    found.set(familyId, keepSummary(familyId, tokens.get(familyId), money));
  }
  return found;
}

// As whole ledgers, a family with no token is not kept.
function keepSummary(familyId: string, token: string | undefined, money: FamilyMoney) {
  const summary = summarize(money);
  if (token === undefined) return summary;
  summaries.delete(familyId);
  summaries.set(familyId, { token, summary });
  if (summaries.size > MAX_SUMMARIES) {
    const oldest = summaries.keys().next().value;
    if (oldest !== undefined) summaries.delete(oldest);
  }
  return summary;
}

/**
 * One family's money as `cachedFamilyMoney` answers it, read with statements prepared once on
 * `db` (one-family-reads.ts): the ledger follow-up of every check-in's commit, which runs on the
 * server's own handle.
 */
export function cachedFamilyMoneyOnHandle(db: Db, familyId: string, timeZone: string): FamilyMoney {
  const token = familyToken(db, familyId);
  return (
    fromCache(familyId, token, timeZone) ??
    keep(
      familyId,
      token,
      packedLedger(familyId, token, timeZone) ?? loadOne(db, familyId, token, timeZone),
      timeZone,
    )
  );
}

/**
 * As `cachedFamilyMoneyOnHandle`, inside a commit that, since it read the family's token
 * `tokenBefore` (`familyToken`), has written nothing of the family's ledger but the present
 * days `days`: a ledger cached at that token is brought up to date by reading those days
 * alone, not the family's whole history again.
 */
export function cachedFamilyMoneyAfterDays(
  db: Db,
  familyId: string,
  timeZone: string,
  change: { tokenBefore: string | undefined; days: readonly ChangedDay[] },
): FamilyMoney {
  const token = familyToken(db, familyId);
  const cached = fromCache(familyId, token, timeZone);
  if (cached) return cached;
  const entry = entries.get(familyId);
  const before =
    entry !== undefined && entry.token === change.tokenBefore && entry.timeZone === timeZone
      ? entry.money.ledger
      : packedLedger(familyId, change.tokenBefore, timeZone);
  const ledger = before
    ? withDaysReread(db, before, change.days)
    : loadOne(db, familyId, token, timeZone);
  return keep(familyId, token, ledger, timeZone);
}

function fromCache(
  familyId: string,
  token: string | undefined,
  timeZone: string,
): FamilyMoney | undefined {
  const entry = entries.get(familyId);
  if (!entry || entry.token !== token) return undefined;
  // Most recently used last: eviction takes the first.
  entries.delete(familyId);
  entries.set(familyId, entry);
  return inZone(entry, timeZone);
}

// A family with no token has had nothing written since the versions began: its ledger is
// empty and cheap, and nothing would tell a later write apart, so it is not kept.
function keep(
  familyId: string,
  token: string | undefined,
  ledger: FamilyLedger,
  timeZone: string,
): FamilyMoney {
  const money = moneyOf(ledger);
  if (token !== undefined) remember(familyId, { token, timeZone, money, rows: rowsOf(ledger) });
  return money;
}

function moneyOf(ledger: FamilyLedger): FamilyMoney {
  return { ledger, allocation: allocateLedger(ledger.input) };
}

// A packed family's ledger, built anew for this read: nothing of it outlives the answer, so the
// collector never has to mark it (decision 063).
function fromPacked(
  familyId: string,
  token: string | undefined,
  timeZone: string,
): FamilyMoney | undefined {
  const ledger = packedLedger(familyId, token, timeZone);
  return ledger && moneyOf(ledger);
}

function packedLedger(
  familyId: string,
  token: string | undefined,
  timeZone: string,
): FamilyLedger | undefined {
  const kept = packed.get(familyId);
  if (!kept || token === undefined || kept.token !== token) return undefined;
  packed.delete(familyId);
  packed.set(familyId, kept);
  return ledgerOf(familyId, { ...kept.rows, days: unpackDays(kept.rows.days) }, timeZone);
}

// Reads the families' rows and keeps them packed, each at the token read before its rows: a
// write between the two gives the family a newer token, and the next read loads it again.
function loadAndPack(
  db: Reader,
  familyIds: readonly string[],
  tokens: ReadonlyMap<string, string>,
): Map<string, FamilyRows> {
  const rows = loadFamilyRows(db, familyIds);
  for (const [familyId, family] of rows) {
    const token = tokens.get(familyId);
    // As whole ledgers, a family with no token is not kept.
    if (token === undefined) continue;
    rememberPacked(familyId, { token, rows: { ...family, days: packDays(family.days) } });
  }
  return rows;
}

function loadOne(db: Db, familyId: string, token: string | undefined, timeZone: string) {
  const tokens = new Map(token === undefined ? [] : [[familyId, token]]);
  const rows = loadAndPack(db, [familyId], tokens).get(familyId) as FamilyRows;
  return ledgerOf(familyId, rows, timeZone);
}

function rememberPacked(familyId: string, entry: Packed): void {
  const old = packed.get(familyId);
  if (old) {
    packedChars -= old.rows.days.length;
    packed.delete(familyId);
  }
  packed.set(familyId, entry);
  packedChars += entry.rows.days.length;
  for (const [oldest, evicted] of packed) {
    if (packedChars <= MAX_PACKED_CHARS || oldest === familyId) break;
    packed.delete(oldest);
    packedChars -= evicted.rows.days.length;
  }
}

// The zone dates only the reversals of the ledger's entries, never the allocation: an entry
// loaded in another zone serves with its payments dated again, without reading the database.
function inZone(entry: Entry, timeZone: string): FamilyMoney {
  if (entry.timeZone === timeZone) return entry.money;
  const { ledger, allocation } = entry.money;
  const payments = ledger.payments.map((row) => toLedgerPayment(row, timeZone));
  return { ledger: { ...ledger, input: { ...ledger.input, payments } }, allocation };
}

// Prepared once per reader and bound with the ids as one JSON array: building the `in (...)`
// of a hundred ids with drizzle and preparing it was most of what listing every family's balance
// cost (decision 043, "REST reads at 200 a second").
const tokenStatements = new WeakMap<Reader, ReturnType<typeof prepareTokens>>();

function prepareTokens(db: Reader) {
  return db
    .select({ familyId: familyLedgerVersions.familyId, token: familyLedgerVersions.token })
    .from(familyLedgerVersions)
    .where(
      sql`${familyLedgerVersions.familyId} in (select value from json_each(${sql.placeholder('ids')}))`,
    )
    .prepare();
}

function tokensOf(db: Reader, familyIds: readonly string[]): Map<string, string> {
  let statement = tokenStatements.get(db);
  if (!statement) {
    statement = prepareTokens(db);
    tokenStatements.set(db, statement);
  }
  const tokens = new Map<string, string>();
  for (const { familyId, token } of statement.all({ ids: JSON.stringify(familyIds) })) {
    tokens.set(familyId, token);
  }
  return tokens;
}

function rowsOf(ledger: FamilyLedger): number {
  return 1 + ledger.days.size + ledger.payments.length + ledger.input.adjustments.length;
}

function remember(familyId: string, entry: Entry): void {
  const old = entries.get(familyId);
  if (old) {
    heldRows -= old.rows;
    entries.delete(familyId);
  }
  entries.set(familyId, entry);
  heldRows += entry.rows;
  for (const [oldest, evicted] of entries) {
    if (heldRows <= MAX_ROWS || oldest === familyId) break;
    entries.delete(oldest);
    heldRows -= evicted.rows;
  }
}
