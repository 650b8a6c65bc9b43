/**
 * Staff alerts from the kiosk reach every staff device at once: the server writes them to
 * `alerts:{date}`, which staff and the owner read, parents and kiosks never open, and no
 * device may write.
 */
import { addAlert, docNames, listAlerts } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import type { ContactResponse } from '@cubby/shared/schemas';
import { kioskFor } from '@cubby/sync-server/testing/kiosk-devices';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openRaw, waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, familyOfChild, issueToken, signInParent } from './support/test-server.ts';

describe('a kiosk alert', () => {
  const fixture = useTestServer();

  const today = () =>
    docNames.alerts(facilityToday(facilityClock(fixture.test.server.config.facilityTimeZone)));

  async function api(method: string, path: string, token: string, body?: unknown) {
    return fetch(`${fixture.test.server.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function refusedWith(docName: string, token: string): Promise<number> {
    const raw = openRaw(`${fixture.test.wsUrl}/${docName}?token=${token}`);
    const outcome = await raw.closed;
    expect(outcome.messages).toHaveLength(0);
    return outcome.code;
  }

  it('reaches a staff device when a kiosk pauses after five wrong PINs', async () => {
    const { db } = fixture.test.server;
    const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
    const owner = issueToken(db, { role: 'owner', subject: 'owner-1' });
    const kiosk = kioskFor(db, 'Front door');
    const desk = await fixture.open(today(), staff);
    const office = await fixture.open(today(), owner);
    expect(listAlerts(desk.doc)).toEqual([]);

    for (let i = 0; i < 5; i += 1) {
      expect((await api('POST', '/api/kiosk/identify', kiosk.token, { pin: '9021' })).status).toBe(
        401,
      );
    }
    await waitFor(() => listAlerts(desk.doc).length === 1, 'the alert on the staff device');
    expect(listAlerts(desk.doc)[0]).toMatchObject({
      kind: 'kiosk-locked',
      deviceName: 'Front door',
    });
    await waitFor(() => listAlerts(office.doc).length === 1, 'the alert on the owner device');
  });

  it('reaches a staff device when a person who must not collect types their PIN', async () => {
    const { db } = fixture.test.server;
    const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
    const child = addCustomer(db, { name: 'Ada Lovelace' });
    const familyId = familyOfChild(db, child);
    const response = await api('POST', `/api/families/${familyId}/contacts`, staff, {
      name: 'Sam Doe',
      roles: [],
      mustNotCollect: true,
    });
    expect(response.status).toBe(201);
    const contact = (await response.json()) as ContactResponse;
    const pin = await api('PUT', `/api/families/${familyId}/contacts/${contact.id}/pin`, staff, {
      pin: '6174',
    });
    expect(pin.status).toBe(200);
    const desk = await fixture.open(today(), staff);

    const kiosk = kioskFor(db, 'Side gate');
    expect((await api('POST', '/api/kiosk/identify', kiosk.token, { pin: '6174' })).status).toBe(
      403,
    );
    await waitFor(() => listAlerts(desk.doc).length === 1, 'the alert on the staff device');
    expect(listAlerts(desk.doc)[0]).toMatchObject({
      kind: 'refused-collector',
      deviceName: 'Side gate',
      contactName: 'Sam Doe',
      childNames: ['Ada Lovelace'],
    });
  });

  it('is never opened by a parent or a kiosk', async () => {
    const { db } = fixture.test.server;
    const parent = signInParent(db, addCustomer(db, { name: 'Ada Lovelace' }));
    expect(await refusedWith(today(), parent)).toBe(4403);
    expect(await refusedWith(today(), kioskFor(db).token)).toBe(4403);
  });

  it('cannot be written, or cleared, by a staff device', async () => {
    const { db, store } = fixture.test.server;
    const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
    const kiosk = kioskFor(db, 'Front door');
    for (let i = 0; i < 5; i += 1)
      await api('POST', '/api/kiosk/identify', kiosk.token, { pin: '9021' });
    const desk = await fixture.open(today(), staff);
    await waitFor(() => listAlerts(desk.doc).length === 1, 'the real alert');
    const storedBefore = store.storedBytes(today());

    addAlert(desk.doc, {
      id: 'forged',
      at: new Date().toISOString(),
      kind: 'kiosk-locked',
      deviceName: 'Nowhere',
      message: 'A forged alert',
    });
    desk.doc.getMap('alerts').delete(listAlerts(desk.doc)[0]?.id ?? '');
    await waitFor(
      () => fixture.test.log.events.some((event) => event.event === 'sync.write-discarded'),
      'the write discarded',
    );

    expect(store.storedBytes(today())).toBe(storedBefore);
    const fresh = await fixture.open(today(), staff);
    expect(listAlerts(fresh.doc).map((alert) => alert.deviceName)).toEqual(['Front door']);
  });

  it('refuses any client update, even on a connection that could write', () => {
    const { registry } = fixture.test.server;
    const ref = { kind: 'alerts', date: '2026-11-19' } as const;
    const forged = new Y.Doc();
    addAlert(forged, {
      id: 'forged',
      at: new Date().toISOString(),
      kind: 'kiosk-locked',
      deviceName: 'Nowhere',
      message: 'A forged alert',
    });
    const doc = registry.open(ref);
    expect(registry.applyClientUpdate(doc, Y.encodeStateAsUpdate(forged), 'a device')).toBe(false);
    expect(listAlerts(doc.ydoc)).toEqual([]);
  });
});
