/**
 * @module
 * A database another process holds past the busy timeout (Litestream's checkpoint of a long
 * log, a backup) is a moment's wait, not a fault of the request: it answers 503 with
 * Retry-After, so a client tries again rather than reporting a server error (decision 066).
 */
import Database from 'better-sqlite3';

/** Seconds a client is asked to wait before it sends the request again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** What the client reads when the database stayed busy. */
export const BUSY_MESSAGE = 'The server is busy for a moment; try again in a few seconds';

/** Whether `error` is SQLite saying the database stayed locked (SQLITE_BUSY and its kinds). */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
}
