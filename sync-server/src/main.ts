/**
 * @module
 * The process entry: reads the environment, starts the server, and shuts down cleanly on
 * SIGTERM (docker stop) or SIGINT (Ctrl-C).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const server = await startServer({
  port: env.PORT,
  dataDir: path.resolve(env.DATA_DIR),
  webDir,
  log,
});
log.info('server.listening', { port: server.port, dataDir: path.resolve(env.DATA_DIR) });
// Scripts and tests that start the process read the port from this line.
process.stdout.write(`Cubby is listening on http://localhost:${server.port}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
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
