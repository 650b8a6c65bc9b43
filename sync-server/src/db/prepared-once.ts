/**
 * @module
 * Statements prepared once per database and reused: building a drizzle query and having SQLite
 * prepare it cost more than running it, on paths that run many times a second.
 */
import type { Db } from './client.ts';

/**
 * `prepare`, run once per database handle; later calls return the same statements. A
 * transaction's handle is another object, so its statements are its own.
 */
export function preparedOnce<T, Handle extends object = Db>(
  prepare: (db: Handle) => T,
): (db: Handle) => T {
  const prepared = new WeakMap<Handle, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
