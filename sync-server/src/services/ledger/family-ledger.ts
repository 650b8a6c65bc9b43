/**
 * @module
 * A family's ledger (decision 031), read through the ledger cache (decision 043): unchanged
 * families are not read from the database again. What it answers is shared: never change it.
 */
import type { Db } from '../../db/client.ts';
import {
  cachedFamilyMoney,
  cachedFamilyMoneyAfterDays,
  cachedFamilyMoneyOnHandle,
  type FamilyMoney,
} from './ledger-cache.ts';
import type { FamilyLedger } from './ledger-rows.ts';
import { type ChangedDay, familyToken } from './one-family-reads.ts';

export type { FamilyMoney } from './ledger-cache.ts';
export { type FamilyLedger, toLedgerPayment } from './ledger-rows.ts';

/**
 * Loads a family's ledger; `timeZone` dates the reversals (the facility's zone), which only the
 * ledger's entries show: the allocation does not depend on it.
 */
export function loadFamilyLedger(
  db: Pick<Db, 'select'>,
  familyId: string,
  timeZone = 'UTC',
): FamilyLedger {
  return cachedFamilyMoney(db, familyId, timeZone).ledger;
}

/** `loadFamilyLedger` with the family's allocation, computed once with the ledger. */
export function loadFamilyMoney(
  db: Pick<Db, 'select'>,
  familyId: string,
  timeZone = 'UTC',
): FamilyMoney {
  return cachedFamilyMoney(db, familyId, timeZone);
}

/**
 * What a commit changed of a family's ledger since it read the family's token: only these
 * present days (see `cachedFamilyMoneyAfterDays`).
 */
export interface DaysChange {
  tokenBefore: string | undefined;
  days: readonly ChangedDay[];
}

/**
 * `loadFamilyLedger` with statements prepared once on `db`, which must be the server's own
 * handle, not a transaction's: what a commit's hooks use, many times a second. With `change`,
 * a cached ledger is brought up to date with the changed days alone.
 */
export function loadFamilyMoneyOnHandle(
  db: Db,
  familyId: string,
  timeZone: string,
  change?: DaysChange,
): FamilyMoney {
  return change
    ? cachedFamilyMoneyAfterDays(db, familyId, timeZone, change)
    : cachedFamilyMoneyOnHandle(db, familyId, timeZone);
}

/**
 * A stamp for a kept answer computed from the family's ledger alone (its rows and its children's
 * names): it changes with the family's token (decision 043) on any write of those rows, so other
 * families' check-ins leave the answer current. Undefined before the family's first write: the
 * caller then falls back to the database's change clock.
 */
export function familyLedgerStamp(db: Db, familyId: string, timeZone: string): string | undefined {
  const token = familyToken(db, familyId);
  return token === undefined ? undefined : `ledger ${familyId} ${token} ${timeZone}`;
}
