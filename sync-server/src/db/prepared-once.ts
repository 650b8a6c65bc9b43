/**
 * @module
 * Statements prepared once per database and reused: building a drizzle query and having SQLite
 * prepare it cost more than running it, on paths that run many times a second.
 */
import type { Db } from './client.ts';

/** `prepare`, run once per database; later calls return the same statements. */
export function preparedOnce<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
