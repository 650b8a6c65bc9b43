/**
 * @module
 * A loopback port for a server a test or benchmark starts as its own process, when the port must
 * be known before it listens (to restart it at the same address, or to pass it in PORT).
 */
import { createServer } from 'node:net';

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('The probe had no port')),
      );
    });
  });
}
