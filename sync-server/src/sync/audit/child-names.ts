/**
 * @module
 * Children as audit entries name them: by the name they have when the change is stored, so an
 * entry keeps it after the family is deleted.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { customers } from '../../db/schema.ts';

const statements = preparedOnce((db) => ({
  name: db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .prepare(),
}));

/** A lookup of children's names for one description; an unknown id reads as 'a child'. */
export function childNames(db: Db): (customerId: string) => string {
  const names = new Map<string, string>();
  return (customerId) => {
    let name = names.get(customerId);
    if (name === undefined) {
      name = statements(db).name.get({ customerId })?.name ?? 'a child';
      names.set(customerId, name);
    }
    return name;
  };
}
