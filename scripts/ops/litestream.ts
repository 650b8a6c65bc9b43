/**
 * @module
 * `node scripts/ops/litestream.ts ARGS…`: the Litestream binary the server uses, for an operator's
 * own checks (`generations`, `snapshots`, `wal`), in the Docker image too, where it is not on the
 * PATH. Exits with Litestream's exit code.
 */
import { spawnSync } from 'node:child_process';
import { litestreamBinary } from '@cubby/sync-server/replication/litestream-binary';

const run = spawnSync(litestreamBinary(), process.argv.slice(2), { stdio: 'inherit' });
process.exitCode = run.status ?? 1;
