/**
 * @module
 * Customer lookups the attendance, financial, report and portal routes share.
 */
import type { Weekday } from '@cubby/shared/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';

/** A customers row. */
export type CustomerRow = typeof customers.$inferSelect;

/** Every customer, sorted by name as the screens list them (locale compare), then by id. */
export function listCustomersByName(db: Db): CustomerRow[] {
  return db
    .select()
    .from(customers)
    .all()
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** One customer, or undefined when there is none with that id. */
export function findCustomer(db: Db, customerId: string): CustomerRow | undefined {
  return db.select().from(customers).where(eq(customers.id, customerId)).get();
}

/** Whether the customer is scheduled on that weekday by default (the Schedule Overview ticks). */
export function isScheduledOn(customer: CustomerRow, weekday: Weekday): boolean {
  const byWeekday: Record<Weekday, boolean> = {
    monday: customer.defaultMonday,
    tuesday: customer.defaultTuesday,
    wednesday: customer.defaultWednesday,
    thursday: customer.defaultThursday,
    friday: customer.defaultFriday,
  };
  return byWeekday[weekday];
}
