import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, waitForSync } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, issueToken } from './support/test-server.ts';

const WEEK = docNames.week('2026-11-16');

describe('two stock y-websocket clients', () => {
  const fixture = useTestServer();
  let staffToken: string;
  let customerId: string;

  beforeEach(() => {
    const { db } = fixture.test.server;
    customerId = addCustomer(db, { name: 'Grace Hopper' });
    staffToken = issueToken(db, { role: 'staff', subject: 'staff-1' });
  });

  const device = () => fixture.open(WEEK, staffToken);

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
