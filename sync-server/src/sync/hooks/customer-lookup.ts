/**
 * @module
 * Projection rows reference customers; a device may have written a record for a customer that
 * was deleted meanwhile. Projections skip such records instead of failing the commit.
 */
import type { ProjectionStatements } from './projection-statements.ts';

/** A customer's hourly rate in cents, or null when the customer does not exist. */
export function createCustomerLookup(
  statements: ProjectionStatements,
): (customerId: string) => number | null {
  const rates = new Map<string, number | null>();
  return (customerId) => {
    if (!rates.has(customerId)) {
      rates.set(customerId, statements.customerRate.get({ customerId })?.rate ?? null);
    }
    return rates.get(customerId) ?? null;
  };
}
