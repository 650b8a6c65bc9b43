/**
 * @module
 * Settings' `requireCollector` (DESIGN section 8), read where a check-out is judged: the REST
 * check-out and the directory that carries it to every staff device. Written by Settings
 * (`settings.ts`), as the row `setting.requireCollector`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * Whether a check-out must name who collects: the desk always asks; the owner may make every
 * path require an answer. Off until the owner turns it on.
 */
export function requiresCollector(db: Pick<Db, 'select'>): boolean {
  const row = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'setting.requireCollector'))
    .get();
  return row?.value === 'true';
}
