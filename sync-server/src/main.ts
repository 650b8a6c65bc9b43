/**
 * @module
 * The process entry: reads the environment, starts the server, prints what a first start
 * generated, and shuts down cleanly on SIGTERM (docker stop) or SIGINT (Ctrl-C).
 */
import path from 'node:path';
import { PRIVATE_UMASK } from './db/file-modes.ts';
import { readEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { printFirstStart } from './print-first-start.ts';
import { startServer } from './server.ts';
import { SERVER_ROOT } from './server-root.ts';
import { watchGcPauses } from './sync/commit-timing.ts';

// Whatever the process creates (the database, its -wal and -shm) is readable by its user alone.
process.umask(PRIVATE_UMASK);
const env = readEnv();
// A slow commit's log entry says how much of it the garbage collector paused.
watchGcPauses();
const log = createLogger(env.LOG_LEVEL);
const webDir = path.resolve(env.WEB_DIR ?? path.join(SERVER_ROOT, '../web/dist'));
const dataDir = path.resolve(env.DATA_DIR);

const server = await startServer({
  port: env.PORT,
  dataDir,
  webDir,
  log,
  accounts: {
    staffUsername: env.STAFF_USERNAME,
    staffPassword: env.STAFF_PASSWORD,
    ownerUsername: env.OWNER_USERNAME,
    ownerPassword: env.OWNER_PASSWORD,
    customerDefaultPassword: env.CUSTOMER_DEFAULT_PASSWORD,
  },
  config: {
    businessName: env.BUSINESS_NAME,
    facilityTimeZone: env.FACILITY_TIME_ZONE,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    stripeApiUrl: env.STRIPE_API_URL,
    trustedProxies: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
  },
  sync: { slowCommitMs: env.SYNC_SLOW_COMMIT_MS },
  seedDemo: env.SEED_DEMO,
  replicaUrl: env.LITESTREAM_REPLICA_URL,
});
log.info('server.listening', { port: server.port, dataDir });
printFirstStart(server.generated, server.demo);
// Scripts and tests that start the process read the port from this line.
process.stdout.write(`Cubby is listening on http://localhost:${server.port}\n`);

// Under Litestream (serve.ts) a Ctrl-C reaches the server twice, from the terminal and from
// Litestream: a second signal while stopping is ignored, not a reason to die unstored.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info('server.stopping', { signal });
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('server.stop-failed', { error: String(error) });
        process.exit(1);
      },
    );
  });
}
