/**
 * @module
 * What a test of the server as its own process holds: a data directory, the current process
 * (replaced on each restart) and the devices it opened, all ended after the file's tests.
 */
import { rmSync } from 'node:fs';
import { afterAll } from 'vitest';
import type { Device } from '../../sync/support/clients.ts';
import type { ServerProcess } from '../../sync/support/server-process.ts';
import { makeDataDir } from '../../sync/support/test-server.ts';

/** Registers the clean-up on the calling file and returns what it cleans up. */
export function useServerProcess() {
  const fixture = {
    dataDir: makeDataDir(),
    devices: [] as Device[],
    server: undefined as ServerProcess | undefined,
  };
  afterAll(async () => {
    for (const device of fixture.devices) device.destroy();
    fixture.server?.child.kill('SIGKILL');
    await fixture.server?.exited;
    rmSync(fixture.dataDir, { recursive: true, force: true });
  });
  return fixture;
}
