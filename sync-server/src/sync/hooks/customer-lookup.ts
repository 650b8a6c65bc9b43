/**
 * @module
 * Projection rows reference customers; a device may have written a record for a customer that
 * was deleted meanwhile. Projections skip such records instead of failing the commit.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

/** A customer's hourly rate in cents, or null when the customer does not exist. */
export function createCustomerLookup(tx: Db): (customerId: string) => number | null {
  const rates = new Map<string, number | null>();
  return (customerId) => {
    if (!rates.has(customerId)) {
      const row = tx
        .select({ rate: customers.hourlyRateCents })
        .from(customers)
        .where(eq(customers.id, customerId))
        .get();
      rates.set(customerId, row?.rate ?? null);
    }
    return rates.get(customerId) ?? null;
  };
}
