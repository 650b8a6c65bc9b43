/**
 * @module
 * Customer lookups the attendance, financial, report and portal routes share.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { notFound } from '../services/refusal.ts';
import { readStatements } from './read-statements.ts';

/** A customers row. */
export type CustomerRow = typeof customers.$inferSelect;

/** Every customer, sorted by name as the screens list them (locale compare), then by id. */
export function listCustomersByName(db: Db): CustomerRow[] {
  return readStatements(db)
    .allCustomers.all()
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** One customer, or undefined when there is none with that id. */
export function findCustomer(db: Pick<Db, 'select'>, customerId: string): CustomerRow | undefined {
  return db.select().from(customers).where(eq(customers.id, customerId)).get();
}

/** One customer, or a 404 'Customer not found'. */
export function requireCustomer(db: Pick<Db, 'select'>, customerId: string): CustomerRow {
  return findCustomer(db, customerId) ?? notFound('Customer not found');
}
