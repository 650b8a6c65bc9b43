/**
 * @module
 * A fresh server for each test of a suite, and the devices a test opens, closed after it.
 */
import { afterEach, beforeEach } from 'vitest';
import { type Device, openDevice } from './clients.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Registers the hooks on the calling suite and returns its per-test server and devices. */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}) {
  let current: TestServer | undefined;
  const devices: Device[] = [];

  beforeEach(async () => {
    current = await startTestServer(options);
  });
  afterEach(async () => {
    for (const device of devices.splice(0)) device.destroy();
    await current?.stop();
    current = undefined;
  });

  return {
    /** The running server of the current test. */
    get test(): TestServer {
      if (!current) throw new Error('useTestServer: no test is running');
      return current;
    },
    /** Opens a synced device that is closed after the test. */
    async open(docName: string, token: string): Promise<Device> {
      const device = await openDevice(this.test.wsUrl, docName, token);
      devices.push(device);
      return device;
    },
    /** Closes a device before the test ends (to let its document go idle, say). */
    close(device: Device): void {
      devices.splice(devices.indexOf(device), 1);
      device.destroy();
    },
  };
}
