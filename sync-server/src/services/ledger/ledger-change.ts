/**
 * @module
 * Committing a change of a family's ledger (decision 031): the rows that change it, their audit
 * entries, the paid flags and the week's receipts that follow from it (decision 071) are stored
 * in one transaction, before this returns; they reach the owner's screens like any document
 * change.
 */
import type { FacilityClock } from '@cubby/shared/facility-clock';
import { allocateLedger, type LedgerInput } from '@cubby/shared/ledger';
import type { Db } from '../../db/client.ts';
import type { DocRegistry } from '../../sync/doc-registry.ts';
import type { ServerWrite } from '../../sync/hooks.ts';
import type { AuditSource } from '../audit.ts';
import { type DaysChange, loadFamilyLedger, loadFamilyMoneyOnHandle } from './family-ledger.ts';
import { ledgerOrigin, paidFlagWrites } from './paid-flags.ts';
import { receiptWrites } from './week-receipts.ts';

/** What a ledger change needs. */
export interface LedgerDeps {
  db: Db;
  registry: DocRegistry;
  clock: FacilityClock;
}

/**
 * Stores `alongside` (the rows of the change and their entries) with the flag and receipt writes
 * the family's ledger needs once `change` is applied to it.
 */
export function commitLedgerChange(
  deps: LedgerDeps,
  familyId: string,
  change: (input: LedgerInput) => LedgerInput,
  alongside: (tx: Db) => void,
  source: AuditSource,
): void {
  const ledger = loadFamilyLedger(deps.db, familyId, deps.clock.timeZone);
  const changed = change(ledger.input);
  const writes = [
    ...paidFlagWrites(ledger, allocateLedger(changed)),
    ...receiptWrites(familyId, ledger.input.payments, changed.payments),
  ];
  deps.registry.writeAllNow(writes, alongside, ledgerOrigin(source));
}

/**
 * Inside a running commit (a document hook): writes the flags the family's ledger, as the
 * database now holds it, says have changed. `db` is the registry's handle (ChangeContext's
 * `db`), on which the reads are prepared once; they run inside the open commit transaction.
 * `change`, when the hook knows it, is all it wrote of the family's ledger since it read the
 * family's token: then only those days are read again.
 */
export function followLedger(
  context: { db: Db; write: ServerWrite; timeZone: string },
  familyId: string,
  source: AuditSource,
  change?: DaysChange,
): void {
  const { ledger, allocation } = loadFamilyMoneyOnHandle(
    context.db,
    familyId,
    context.timeZone,
    change,
  );
  for (const [ref, write] of paidFlagWrites(ledger, allocation)) {
    context.write(ref, write, ledgerOrigin(source));
  }
}
