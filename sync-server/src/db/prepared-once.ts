/**
 * @module
 * Statements prepared once per database and reused: building a drizzle query and having SQLite
 * prepare it cost more than running it, on paths that run many times a second.
 */
import type { Db } from './client.ts';

const everyPreparer: Array<(db: Db) => unknown> = [];

/**
 * `prepare`, run once per database handle; later calls return the same statements. A
 * transaction's handle is another object, so its statements are its own. `Handle` is the
 * database or a part of it (`Pick<Db, 'select'>`), so the server's own handle serves for all.
 */
export function preparedOnce<T, Handle extends Pick<Db, 'select'> = Db>(
  prepare: (db: Handle) => T,
): (db: Handle) => T {
  const prepared = new WeakMap<Handle, T>();
  const statementsOf = (db: Handle) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
  // Handle is Db or a part of it: the server's own handle is one of every kind.
  everyPreparer.push(statementsOf as unknown as (db: Db) => unknown);
  return statementsOf;
}

/**
 * Prepares now, on `db`, every statement set whose module is loaded. Left to first use, the
 * commit of the first check-in after a start prepared a dozen of them inside its transaction,
 * some 10 ms before its broadcast (decision 044, 2026-11-27); at start nobody waits on them.
 */
export function prepareEveryStatement(db: Db): void {
  for (const statementsOf of everyPreparer) statementsOf(db);
}
