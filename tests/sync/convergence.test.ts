import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Device, openDevice, waitFor, waitForSync } from './support/clients.ts';
import {
  addCustomer,
  issueToken,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

const WEEK = docNames.week('2026-11-16');

describe('two stock y-websocket clients', () => {
  let test: TestServer;
  let staffToken: string;
  let customerId: string;
  const devices: Device[] = [];

  beforeEach(async () => {
    test = await startTestServer();
    customerId = addCustomer(test.server.db, { name: 'Grace Hopper' });
    staffToken = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });
  });

  afterEach(async () => {
    for (const device of devices.splice(0)) device.destroy();
    await test.stop();
  });

  async function device(): Promise<Device> {
    const opened = await openDevice(test.wsUrl, WEEK, staffToken);
    devices.push(opened);
    return opened;
  }

  it('converge through the server', async () => {
    const tablet = await device();
    const laptop = await device();

    setStaffNote(tablet.doc, customerId, 'Bring a spare jumper');
    await waitFor(() => getStaffNote(laptop.doc, customerId) === 'Bring a spare jumper', 'laptop');

    setStaffNote(laptop.doc, customerId, 'Picked up by grandma on Friday');
    await waitFor(
      () => getStaffNote(tablet.doc, customerId) === 'Picked up by grandma on Friday',
      'tablet',
    );
  });

  it('converge after one edited while disconnected', async () => {
    const tablet = await device();
    const laptop = await device();

    tablet.provider.disconnect();
    setStaffNote(tablet.doc, customerId, 'Written with no Wi-Fi');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getStaffNote(laptop.doc, customerId)).toBe('');

    tablet.provider.connect();
    await waitForSync(tablet.provider);
    await waitFor(() => getStaffNote(laptop.doc, customerId) === 'Written with no Wi-Fi', 'laptop');

    // A device that joins later loads the offline edit from the server's storage.
    const late = await device();
    expect(getStaffNote(late.doc, customerId)).toBe('Written with no Wi-Fi');
  });
});
