/**
 * The week's receipts in `finance:{monday}` (decision 071), over the real sync endpoint with the
 * stock client: a payment recorded over REST reaches the owner's open dashboard document, and an
 * owner's device that writes receipts of its own is refused, as one writing kept prices is.
 */
import { docNames, listWeekReceipts, receivedMap } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Device, openDevice, waitFor } from './support/clients.ts';
import { addCustomer, startTestServer, type TestServer } from './support/test-server.ts';

const MONDAY = '2026-11-16';
const CONTENT_REFUSED = 4422;

describe("the week's receipts in the finance document", () => {
  let test: TestServer;
  let owner: string;
  let familyId: string;
  const devices: Device[] = [];

  beforeEach(async () => {
    test = await startTestServer();
    const login = test.server.generated.owner;
    if (!login) throw new Error('expected generated owner credentials');
    const response = await fetch(`${test.server.url}/api/owner-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: login.username, password: login.password }),
    });
    expect(response.status).toBe(200);
    owner = ((await response.json()) as { token: string }).token;
    familyId = addCustomer(test.server.db, { name: 'Ada Lovelace', hourlyRateCents: 1250 });
  });
  afterEach(async () => {
    for (const device of devices.splice(0)) device.destroy();
    await test.stop();
  });

  async function openFinance(): Promise<Device> {
    const device = await openDevice(test.wsUrl, docNames.finance(MONDAY), owner);
    devices.push(device);
    return device;
  }

  it('reach the owner’s open document when a payment is recorded', async () => {
    const laptop = await openFinance();
    const recorded = await fetch(`${test.server.url}/api/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({ familyId, amount: '80.00', method: 'cash', receivedOn: MONDAY }),
    });
    expect(recorded.status).toBe(201);
    await waitFor(
      () => listWeekReceipts(laptop.doc).get(familyId)?.[0] === 8000,
      'the receipt to reach the laptop',
    );
    expect(listWeekReceipts(laptop.doc)).toEqual(new Map([[familyId, [8000]]]));
  });

  it('refuses an owner’s device that writes a receipt', async () => {
    const laptop = await openFinance();
    const closed = new Promise<number>((resolve) =>
      laptop.provider.once('connection-close', (event) => resolve(event?.code ?? 0)),
    );
    receivedMap(laptop.doc).set(`${familyId}|forged`, 100_000);
    expect(await closed).toBe(CONTENT_REFUSED);
    const fresh = await openFinance();
    expect(listWeekReceipts(fresh.doc).size).toBe(0);
  });
});
