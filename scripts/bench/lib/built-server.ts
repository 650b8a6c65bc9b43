/**
 * @module
 * The server as the Docker image and `scripts/start.sh` run it: built into sync-server/dist
 * (decision 044). The first caller in a process builds it from the source as it is now, so a
 * benchmark never measures a stale build.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SYNC_SERVER = fileURLToPath(new URL('../../../sync-server/', import.meta.url));
/** The built server, relative to the repository root. */
const BUILT_MAIN = 'sync-server/dist/main.js';

let built = false;

/** Builds the server once per process and returns its entry, relative to the repository root. */
export function builtServerEntry(): string {
  if (!built) {
    execFileSync(process.execPath, ['build.ts'], { cwd: SYNC_SERVER, stdio: 'inherit' });
    built = true;
  }
  return BUILT_MAIN;
}
