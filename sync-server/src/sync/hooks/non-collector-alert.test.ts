import { checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { listAlerts, listVisits, visitsMap } from '@cubby/shared/docs';
import { facilityClock } from '@cubby/shared/facility-clock';
import type { AuditPageResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { expectJson } from '../../testing/expect-json.ts';
import { facilityInstant, TEST_TIME_ZONE } from '../../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../../testing/test-app.ts';

// A tablet offline checks a child out to someone the server knows may not collect (its copy of
// the contacts is older): the update is taken, said in one entry and told to staff once
// (decision 073).
const MONDAY = '2026-11-16';
const WEEK = { kind: 'week', monday: MONDAY } as const;
const TABLET = {
  auditSource: {
    actor: { kind: 'staff', id: 'staff-1', name: 'Front desk' },
    deviceId: '6f1c1f5e-0000-4000-8000-000000000001',
  },
} as const;

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  vi.setSystemTime(facilityInstant(MONDAY, 8, 0));
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
});

afterEach(() => {
  app.close();
  vi.useRealTimers();
});

async function addContact(body: Record<string, unknown>): Promise<string> {
  const contact = await expectJson<{ id: string }>(
    app.request('POST', `/api/families/${ada.familyId}/contacts`, {
      token: app.tokens.staff,
      body: { relationship: 'uncle', phone: '', email: '', ...body },
    }),
    201,
  );
  return contact.id;
}

/** What a tablet's copy of the week sends after `write`; applied as a client's update. */
function tabletUpdate(write: (doc: Y.Doc) => void): Uint8Array {
  const tablet = new Y.Doc();
  Y.applyUpdate(tablet, Y.encodeStateAsUpdate(app.core.registry.open(WEEK).ydoc));
  const before = Y.encodeStateVector(tablet);
  write(tablet);
  return Y.encodeStateAsUpdate(tablet, before);
}

/** Whether the server takes a tablet's update; stored with its hooks run when it does. */
function send(update: Uint8Array): boolean {
  const { registry } = app.core;
  const taken = registry.applyClientUpdate(registry.open(WEEK), update, TABLET);
  registry.commit();
  return taken;
}

async function entries(action: string) {
  const page = await expectJson<AuditPageResponse>(
    app.request('GET', `/api/audit?customerId=${ada.customerId}`, { token: app.tokens.owner }),
  );
  return page.entries.filter((entry) => entry.action === action);
}

const alerts = () => listAlerts(app.core.registry.open({ kind: 'alerts', date: MONDAY }).ydoc);

describe('a check-out from a tablet offline to someone who may not collect', () => {
  it('is kept, audited once from the contacts table and alerted once to every staff device', async () => {
    const carl = await addContact({ name: 'Carl Stone', roles: ['guardian'] });
    await expectJson(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    // The tablet's copy still lists Carl as a guardian; the server has since marked him.
    await expectJson(
      app.request('PATCH', `/api/families/${ada.familyId}/contacts/${carl}`, {
        token: app.tokens.staff,
        body: { mustNotCollect: true },
      }),
    );
    vi.setSystemTime(facilityInstant(MONDAY, 15, 0));
    const clock = facilityClock(TEST_TIME_ZONE);
    const collectedBy = { contactId: carl, name: 'Carl Stone', relationship: 'uncle' };
    const update = tabletUpdate((doc) => {
      checkOut(oneWeekDoc(doc), clock, { customerId: ada.customerId, collectedBy });
    });

    expect(send(update)).toBe(true);
    const live = app.core.registry.open(WEEK).ydoc;
    expect(listVisits(live)).toMatchObject([{ pickedUpBy: { contactId: carl } }]);
    const said = await entries('attendance.left-with-non-collector');
    expect(said.map(({ summary, actor }) => ({ summary, actorName: actor.name }))).toEqual([
      {
        summary:
          'Checked out Ada Lovelace to Carl Stone, who is marked must not collect, from a tablet offline; staff were alerted',
        actorName: 'Front desk',
      },
    ]);
    expect(alerts().map(({ kind, message }) => ({ kind, message }))).toEqual([
      {
        kind: 'left-with-non-collector',
        message:
          "Ada Lovelace was checked out to Carl Stone, who is marked must not collect, on a tablet that was offline. Call Ada Lovelace's guardians now.",
      },
    ]);

    // The same update again (a reconnect), a change of the visit that keeps its collector, and a
    // reload of the week tell no one again.
    expect(send(update)).toBe(true);
    const [visit] = listVisits(live);
    const visitId = visit?.id ?? '';
    const corrected = tabletUpdate((doc) => {
      const raw = visitsMap(doc).get(visitId) as object;
      const checkInTime = facilityInstant(MONDAY, 7, 55).toISOString();
      visitsMap(doc).set(visitId, { ...raw, checkInTime });
    });
    expect(send(corrected)).toBe(true);
    app.core.registry.unload(app.core.registry.open(WEEK));
    app.core.registry.open(WEEK);
    app.core.registry.commit();
    expect(await entries('attendance.left-with-non-collector')).toHaveLength(1);
    expect(alerts()).toHaveLength(1);
  });

  it('is refused whole when it names someone of another family', async () => {
    const other = await app.addFamily('Alan Turing');
    await expectJson(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: ada.customerId },
      }),
    );
    const clock = facilityClock(TEST_TIME_ZONE);
    const stranger = { contactId: other.contactId, name: 'Alan Turing', relationship: '' };
    const update = tabletUpdate((doc) => {
      checkOut(oneWeekDoc(doc), clock, { customerId: ada.customerId, collectedBy: stranger });
    });
    expect(send(update)).toBe(false);
    expect(alerts()).toEqual([]);
  });
});
