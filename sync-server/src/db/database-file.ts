/**
 * @module
 * Where the database lives, apart from the connection (client.ts), so the launcher (serve.ts)
 * and the replication modules name the file without loading drizzle.
 */
import path from 'node:path';

/** The database file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'cubby.sqlite');
}
