/**
 * @module
 * A Litestream `file://` replica in a temporary folder, as the replication tests use it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once Litestream has started a generation in the replica folder. It takes the database
 * up at its first check, within a second of starting; from then on every write is shipped, and a
 * SIGTERM ships what is left before it exits.
 */
export async function waitForGeneration(replicaDir: string, timeoutMs = 10_000): Promise<void> {
  const generations = path.join(replicaDir, 'generations');
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (existsSync(generations) && readdirSync(generations).length > 0) return;
    await sleep(50);
  }
  throw new Error(`no generation in ${replicaDir} after ${timeoutMs} ms`);
}
