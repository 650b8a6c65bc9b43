/**
 * @module
 * The whole database as one string, to show that a refused request changed nothing.
 */
import type { Database_ } from '../../db/client.ts';
import { PIN_GUESS_EVENTS } from '../../services/kiosk-pin-throttle.ts';

/**
 * A kiosk's last-seen time and attempts counted against a limit (wrong PINs in a row, PIN
 * changes): a refused request must change them (that is how the limits count, in SQLite so a
 * restart keeps them), and they are no one's records.
 */
const THROTTLE_STATE = new Set(['kiosk_activity', 'attempt_counts']);

/**
 * Every row of every table but the throttle's state, in a stable order, and without the audit
 * entries of guesses at PINs (a pause, a PIN told taken): a refused guess writes them on purpose.
 */
export function fingerprint({ sqlite }: Database_): string {
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name != '__drizzle_migrations' order by name",
    )
    .all() as Array<{ name: string }>;
  return JSON.stringify(
    tables
      .filter(({ name }) => !THROTTLE_STATE.has(name))
      .map(({ name }) => [
        name,
        (
          sqlite.prepare(`select * from "${name}" order by rowid`).all() as Array<{
            action?: unknown;
          }>
        ).filter(
          (row) => name !== 'audit_entries' || !PIN_GUESS_EVENTS.includes(String(row.action)),
        ),
      ]),
    (_key, value) => (Buffer.isBuffer(value) ? value.toString('base64') : value),
  );
}
