/**
 * @module
 * When a customer report's inputs last changed (decision 043, "The family report"), so that a
 * cached report stays current while other families check in. The report reads, and the stamp
 * covers:
 * - the child's row (name, rate, family) and the family's ledger (every child's present days,
 *   the family's payments and adjustments), whose allocation gives the paid total: the family's
 *   ledger token (migration 0020), which also covers the family's payments that name another
 *   child, since its trigger watches every column of `payments`;
 * - the child's attendance rows as stored (absent days, and the time a row was written, which
 *   the ledger's trigger passes over), the child's visits, and payments naming the child though
 *   kept under another family: the child's record token (migration 0022), set on any write.
 * It reads no setting and not the facility's time zone (Cubby keeps no holidays): a day's cost
 * is its saved cost or its minutes at the child's rate (`dayCharge`). Tokens are random and
 * never repeat, so a stamp read in a transaction that rolls back is never read again; equal
 * stamps mean equal inputs.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { customerRecordVersions } from '../../db/schema.ts';
import type { CustomerRow } from '../../queries/customers.ts';
import { familyIdOf } from '../balances.ts';
import { familyToken } from '../ledger/one-family-reads.ts';

const statements = preparedOnce((db: Db) => ({
  recordToken: db
    .select({ token: customerRecordVersions.token })
    .from(customerRecordVersions)
    .where(eq(customerRecordVersions.customerId, sql.placeholder('customerId')))
    .prepare(),
}));

/**
 * The stamp of `customer`'s report: it changes whenever anything the report reads of them
 * changes. Undefined while a token has never been written (a child with no days, visits or
 * payments yet): the caller then falls back to the database's change clock.
 */
export function customerReportStamp(
  db: Db,
  customer: Pick<CustomerRow, 'id' | 'familyId'>,
): string | undefined {
  const familyId = familyIdOf(customer);
  const ledger = familyToken(db, familyId);
  const records = statements(db).recordToken.get({ customerId: customer.id })?.token;
  if (ledger === undefined || records === undefined) return undefined;
  return `report ${familyId} ${ledger} ${records}`;
}
