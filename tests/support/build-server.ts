/**
 * @module
 * Vitest global setup of the projects that start the server as its own process: builds
 * sync-server/dist, so they run the JavaScript the Docker image and `scripts/start.sh` run
 * (decision 044), from the source as it is now.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SYNC_SERVER = fileURLToPath(new URL('../../sync-server/', import.meta.url));

export default function buildServer(): void {
  execFileSync(process.execPath, ['build.ts'], { cwd: SYNC_SERVER, stdio: 'inherit' });
}
