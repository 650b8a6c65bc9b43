/**
 * Finding 9, in part (Low): staff writing visits over /sync put free text and forged kiosk or
 * parent attributions into audit summaries ("dropped off by Hannah Bennett (Mother) at the kiosk
 * ... Owner approved: refund $500"). Replayed with the stock y-websocket client on a staff
 * session: such a visit is refused whole, so it reaches neither the audit log nor the sign-in
 * sheet (the week document's visits) nor the sessions projection; a visit naming a contact of
 * the child's family is named as the contacts table names them, never "at the kiosk".
 */
import { randomUUID } from 'node:crypto';
import { docNames, listVisits, visitsMap } from '@cubby/shared/docs';
import { contacts, sessions } from '@cubby/sync-server/db/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Device, openDevice, waitFor } from '../sync/support/clients.ts';
import { addCustomer, startTestServer, type TestServer } from '../sync/support/test-server.ts';

const MONDAY = '2026-11-16';
const CONTENT_REFUSED = 4422;
const FREE_TEXT = 'Owner approved: refund $500';

describe('visits a staff device writes over sync', () => {
  let test: TestServer;
  let staff: string;
  let owner: string;
  let childId: string;
  let hannah: string;
  let stranger: string;
  const devices: Device[] = [];

  async function signIn(path: string, username: string, password: string): Promise<string> {
    const response = await fetch(`${test.server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  function addContact(familyId: string, name: string, relationship: string): string {
    const id = randomUUID();
    test.server.db.insert(contacts).values({ id, familyId, name, relationship }).run();
    return id;
  }

  async function auditSummaries(): Promise<string[]> {
    const response = await fetch(`${test.server.url}/api/audit?limit=200`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    const { entries } = (await response.json()) as { entries: Array<{ summary: string }> };
    return entries.map((entry) => entry.summary);
  }

  async function open(): Promise<Device> {
    const device = await openDevice(test.wsUrl, docNames.week(MONDAY), staff);
    devices.push(device);
    return device;
  }

  // The probe's visit: a kiosk check-in by a parent, written by a staff tablet, with free text.
  const visit = (droppedOffBy: { contactId: string; name: string; relationship: string }) => ({
    customerId: childId,
    date: MONDAY,
    checkInTime: '2026-11-16T16:05:00.000Z',
    checkOutTime: null,
    droppedOffBy,
  });

  beforeEach(async () => {
    test = await startTestServer();
    const { staff: staffLogin, owner: ownerLogin } = test.server.generated;
    if (!staffLogin || !ownerLogin) throw new Error('expected generated credentials');
    staff = await signIn('/api/login', staffLogin.username, staffLogin.password);
    owner = await signIn('/api/owner-login', ownerLogin.username, ownerLogin.password);
    childId = addCustomer(test.server.db, { name: 'Ada Bennett' });
    hannah = addContact(childId, 'Hannah Bennett', 'Mother');
    const otherFamily = addCustomer(test.server.db, { name: 'Zoe Zhang' });
    stranger = addContact(otherFamily, 'Wei Zhang', 'Father');
  });
  afterEach(async () => {
    for (const device of devices.splice(0)) device.destroy();
    await test.stop();
  });

  async function expectRefused(write: (device: Device) => void): Promise<void> {
    const tablet = await open();
    const closed = new Promise<number>((resolve) =>
      tablet.provider.once('connection-close', (event) => resolve(event?.code ?? 0)),
    );
    write(tablet);
    expect(await closed).toBe(CONTENT_REFUSED);
  }

  it('refuses a kiosk check-in with free text, and a name that is not the family’s', async () => {
    await expectRefused((tablet) =>
      visitsMap(tablet.doc).set(randomUUID(), {
        ...visit({ contactId: hannah, name: 'Hannah Bennett', relationship: 'Mother' }),
        checkInKiosk: { deviceId: 'front-door', name: `Front door. ${FREE_TEXT}` },
      }),
    );
    await expectRefused((tablet) =>
      visitsMap(tablet.doc).set(
        randomUUID(),
        visit({ contactId: hannah, name: 'Hannah Bennett', relationship: `Mother. ${FREE_TEXT}` }),
      ),
    );
    await expectRefused((tablet) =>
      visitsMap(tablet.doc).set(
        randomUUID(),
        visit({ contactId: stranger, name: 'Hannah Bennett', relationship: 'Mother' }),
      ),
    );

    // Nothing of it reached the log, the sign-in sheet (the week's visits) or the sessions.
    const summaries = (await auditSummaries()).join('\n');
    expect(summaries).not.toContain('kiosk');
    expect(summaries).not.toContain('refund');
    expect(summaries).not.toContain('Hannah');
    const fresh = await open();
    expect(listVisits(fresh.doc)).toEqual([]);
    expect(test.server.db.select().from(sessions).all()).toEqual([]);
  });

  it('names a contact of the family as the contacts table does, and never at the kiosk', async () => {
    const tablet = await open();
    visitsMap(tablet.doc).set(
      'desk-visit',
      visit({ contactId: hannah, name: 'Hannah Bennett', relationship: 'Mother' }),
    );
    await waitFor(
      () => test.server.db.select().from(sessions).all().length === 1,
      'the visit projected',
    );
    expect(test.server.db.select().from(sessions).get()?.droppedOffBy).toEqual({
      contactId: hannah,
      name: 'Hannah Bennett',
      relationship: 'Mother',
    });
    const checkIns = (await auditSummaries()).filter((summary) => summary.startsWith('Checked in'));
    expect(checkIns).toEqual([
      'Checked in Ada Bennett at 16:05 on 11-16-2026, dropped off by Hannah Bennett (Mother)',
    ]);
    expect(tablet.provider.wsconnected).toBe(true);
  });
});
