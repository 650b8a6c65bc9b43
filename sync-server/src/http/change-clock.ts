/**
 * @module
 * When the database last changed, as the cached answers need to know it (decision 011). SQLite
 * keeps the count itself: `total_changes()` counts every row this connection inserted, updated or
 * deleted (stored document updates and their projections, REST writes, sweeps), and `PRAGMA
 * data_version` moves when another connection commits (a restore, an operator's sqlite3 shell).
 * Two equal readings mean no row changed between them, so no write path has anything to report.
 */
import type Database from 'better-sqlite3';

/** Reads the change clock of one SQLite connection. */
export class ChangeClock {
  readonly #totalChanges: Database.Statement<[], number>;
  readonly #dataVersion: Database.Statement<[], number>;

  constructor(sqlite: Database.Database) {
    this.#totalChanges = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
    this.#dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  }

  /** The current reading; it differs from an earlier one once any row has changed since. */
  read(): string {
    return `${this.#totalChanges.get() ?? 0}:${this.#dataVersion.get() ?? 0}`;
  }
}
