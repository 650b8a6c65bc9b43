/**
 * @module
 * The whole database as one string, to show that a refused request changed nothing.
 */
import type { Database_ } from '../../db/client.ts';

/** Every row of every table, in a stable order. */
export function fingerprint({ sqlite }: Database_): string {
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name != '__drizzle_migrations' order by name",
    )
    .all() as Array<{ name: string }>;
  return JSON.stringify(
    tables.map(({ name }) => [
      name,
      sqlite.prepare(`select * from "${name}" order by rowid`).all(),
    ]),
    (_key, value) => (Buffer.isBuffer(value) ? value.toString('base64') : value),
  );
}
