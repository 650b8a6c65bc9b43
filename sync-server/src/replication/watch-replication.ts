/**
 * @module
 * The server's side of replication (decision 042): the lag watcher over the configuration the
 * launcher (`serve.ts`) wrote into the data directory.
 */
import { databaseFile } from '../db/database-file.ts';
import { litestreamBinary } from './litestream-binary.ts';
import { litestreamConfigFile } from './litestream-config.ts';
import { generationsCommand, type ReplicaLagWatcher, watchReplicaLag } from './replica-lag.ts';
import { redactReplicaUrl } from './replica-url.ts';

/** Starts checking the replica's lag every few seconds. */
export function watchReplication(dataDir: string, replicaUrl: string): ReplicaLagWatcher {
  const run = generationsCommand(
    litestreamBinary(),
    litestreamConfigFile(dataDir),
    databaseFile(dataDir),
  );
  return watchReplicaLag(redactReplicaUrl(replicaUrl), run);
}
