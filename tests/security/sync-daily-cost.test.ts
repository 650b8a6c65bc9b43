/**
 * Finding 4 (High): a staff account priced a day through the week document. The prober wrote
 * `dailyCost: "-5000.00"` into a day over /sync and the family had a $5,000 credit. Replayed
 * with the stock y-websocket client on a staff session: the day is charged by the child's rate,
 * the cost is ignored (not the rest of the update), and a write into the server's kept prices
 * is refused.
 */
import { attendanceMap, docNames, KEPT_PRICES, setAttendance } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Device, openDevice } from '../sync/support/clients.ts';
import { addCustomer, startTestServer, type TestServer } from '../sync/support/test-server.ts';

const MONDAY = '2026-11-16';
const WEDNESDAY = '2026-11-18';
const CONTENT_REFUSED = 4422;

interface Ledger {
  entries: Array<{ date: string; kind: string; amount: string }>;
  closingBalance: string;
}

describe('a staff device pricing a day through the week document', () => {
  let test: TestServer;
  let staff: string;
  let owner: string;
  let familyId: string;
  const devices: Device[] = [];

  async function signIn(path: string, username: string, password: string): Promise<string> {
    const response = await fetch(`${test.server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(response.status, `${username}: ${await response.clone().text()}`).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  async function ledger(): Promise<Ledger> {
    const response = await fetch(
      `${test.server.url}/api/families/${familyId}/ledger?from=${MONDAY}&to=2026-11-22`,
      { headers: { Authorization: `Bearer ${owner}` } },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Ledger;
  }

  // The ledger once the day is in it: the update is stored and projected a moment after it is sent.
  async function chargedLedger(): Promise<Ledger> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const answer = await ledger();
      if (answer.entries.length > 0) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the day was never charged');
  }

  async function open(token: string): Promise<Device> {
    const device = await openDevice(test.wsUrl, docNames.week(MONDAY), token);
    devices.push(device);
    return device;
  }

  beforeEach(async () => {
    test = await startTestServer();
    const { staff: staffLogin, owner: ownerLogin } = test.server.generated;
    if (!staffLogin || !ownerLogin) throw new Error('expected generated credentials');
    staff = await signIn('/api/login', staffLogin.username, staffLogin.password);
    owner = await signIn('/api/owner-login', ownerLogin.username, ownerLogin.password);
    // A family of one child at 12.50 an hour: a present day without times is 6 h, 75.00.
    familyId = addCustomer(test.server.db, { name: 'Ada Lovelace', hourlyRateCents: 1250 });
  });
  afterEach(async () => {
    for (const device of devices.splice(0)) device.destroy();
    await test.stop();
  });

  it('charges the day by the child’s rate and keeps the rest of the update', async () => {
    const tablet = await open(staff);
    // The probe's write: the day marked present with a cost of its own, in one update.
    tablet.doc.transact(() => {
      setAttendance(tablet.doc, familyId, WEDNESDAY, { isPresent: true });
      attendanceMap(tablet.doc).set(`${familyId}|${WEDNESDAY}|dailyCost`, '-5000.00');
    });
    const answer = await chargedLedger();
    expect(answer.entries).toMatchObject([{ date: WEDNESDAY, kind: 'charge', amount: '75.00' }]);
    expect(answer.closingBalance).toBe('75.00');
    // The tablet stays connected: its update was taken, only its cost was not.
    expect(tablet.provider.wsconnected).toBe(true);
  });

  it('refuses a staff device that writes the price the server keeps for a day', async () => {
    const tablet = await open(staff);
    const closed = new Promise<number>((resolve) =>
      tablet.provider.once('connection-close', (event) => resolve(event?.code ?? 0)),
    );
    tablet.doc.transact(() => {
      setAttendance(tablet.doc, familyId, WEDNESDAY, { isPresent: true });
      tablet.doc.getMap(KEPT_PRICES).set(`${familyId}|${WEDNESDAY}`, '0.00');
    });
    expect(await closed).toBe(CONTENT_REFUSED);
    // Nothing of the refused update was kept: no day, so nothing charged.
    const fresh = await open(staff);
    expect(fresh.doc.getMap(KEPT_PRICES).size).toBe(0);
    const answer = await ledger();
    expect(answer.entries).toEqual([]);
    expect(answer.closingBalance).toBe('0.00');
  });
});
