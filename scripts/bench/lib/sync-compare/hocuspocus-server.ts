/**
 * @module
 * Hocuspocus as its documentation sets it up with the SQLite extension, for bench:sync-compare:
 * `node hocuspocus-server.ts DATABASE_FILE PORT` listens on loopback and says so. The server's
 * own defaults stay as they are (stores debounced by 2 s, at most 10 s), because they are what
 * a deployment of it persists by.
 */
import { SQLite } from '@hocuspocus/extension-sqlite';
import { Server } from '@hocuspocus/server';

const [database, port] = process.argv.slice(2);
if (!database || !port) throw new Error('usage: hocuspocus-server.ts DATABASE_FILE PORT');

const server = new Server({
  address: '127.0.0.1',
  port: Number(port),
  quiet: true,
  extensions: [new SQLite({ database })],
});
await server.listen();
// The bench waits for this line.
process.stdout.write(`Hocuspocus is listening on port ${server.address.port}\n`);
