import { listAlerts } from '@cubby/shared/docs';
import type { AuditPageResponse, DaysResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contacts } from '../db/schema.ts';
import { expectJson } from '../testing/expect-json.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

// The desk's writes over REST go through the attendance commands (decision 069): who collects,
// an undo within 10 minutes, and today's tick on the grid needing an arrival time.
const MONDAY = '2026-11-16';
const at = facilityInstant;

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  vi.setSystemTime(at(MONDAY, 8, 0));
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
});

afterEach(() => {
  app.close();
  vi.useRealTimers();
});

function staff(path: string, body: Record<string, unknown>, when?: Date) {
  if (when) vi.setSystemTime(when);
  return app.request('POST', path, { token: app.tokens.staff, body });
}

async function addContact(body: Record<string, unknown>, family = ada): Promise<string> {
  const contact = await expectJson<{ id: string }>(
    app.request('POST', `/api/families/${family.familyId}/contacts`, {
      token: app.tokens.staff,
      body: { relationship: '', phone: '', email: '', ...body },
    }),
    201,
  );
  return contact.id;
}

async function adaToday() {
  const answer = await expectJson<DaysResponse>(
    app.request('GET', `/api/days/${MONDAY}?customerId=${ada.customerId}`, {
      token: app.tokens.staff,
    }),
  );
  return answer.children[0];
}

async function auditActions(): Promise<string[]> {
  const page = await expectJson<AuditPageResponse>(
    app.request('GET', `/api/audit?customerId=${ada.customerId}`, { token: app.tokens.owner }),
  );
  return page.entries
    .map((entry) => entry.action)
    .filter((action) => action.startsWith('attendance.'));
}

describe('POST /api/sessions/checkout with who collects', () => {
  it('records a guardian or approved pick-up as collecting', async () => {
    const rosa = await addContact({ name: 'Rosa Diaz', relationship: 'aunt', roles: ['pickup'] });
    await expectJson(staff('/api/sessions/checkin', { customerId: ada.customerId }));
    await expectJson(
      staff(
        '/api/sessions/checkout',
        { customerId: ada.customerId, collectedBy: rosa },
        at(MONDAY, 15, 0),
      ),
    );
    expect((await adaToday())?.visits).toMatchObject([{ departure: '15:00', collectedBy: rosa }]);
  });

  it('refuses someone who must not collect, or who is not allowed to, with the reason, writing nothing', async () => {
    const carl = await addContact({ name: 'Carl Stone', roles: [], mustNotCollect: true });
    const nina = await addContact({ name: 'Nina Park', roles: ['emergency'] });
    await expectJson(staff('/api/sessions/checkin', { customerId: ada.customerId }));
    vi.setSystemTime(at(MONDAY, 15, 0));
    const refused = await staff('/api/sessions/checkout', {
      customerId: ada.customerId,
      collectedBy: carl,
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Carl Stone must not collect Ada Lovelace');
    const notAllowed = await staff('/api/sessions/checkout', {
      customerId: ada.customerId,
      collectedBy: nina,
    });
    expect(notAllowed.status).toBe(403);
    expect(await notAllowed.text()).toBe(
      'Nina Park is not a guardian or approved pick-up of Ada Lovelace',
    );
    expect((await adaToday())?.visits).toMatchObject([{ departure: null }]);
    expect(await auditActions()).toEqual([
      'attendance.collector-refused',
      'attendance.collector-refused',
      'attendance.checked-in',
    ]);
    // Every staff device hears of it, as of a refusal at the kiosk (decision 073). Both came at
    // the same (frozen) instant, so their order here is the messages'.
    const alerts = listAlerts(app.core.registry.open({ kind: 'alerts', date: MONDAY }).ydoc);
    const said = alerts.map(({ kind, deviceName, message }) => ({ kind, deviceName, message }));
    said.sort((a, b) => a.message.localeCompare(b.message));
    expect(said).toEqual([
      {
        kind: 'refused-collector',
        deviceName: undefined,
        message:
          'Carl Stone must not collect Ada Lovelace. They were refused at the desk; make sure Ada Lovelace stays inside.',
      },
      {
        kind: 'refused-collector',
        deviceName: undefined,
        message:
          'Nina Park is not a guardian or approved pick-up of Ada Lovelace. They were refused at the desk; make sure Ada Lovelace stays inside.',
      },
    ]);
  });

  it('refuses a pick-up a parent proposed until staff approve them', async () => {
    const nina = await addContact({ name: 'Nina Park', roles: ['pickup'] });
    app.db.update(contacts).set({ approved: false }).where(eq(contacts.id, nina)).run();
    await expectJson(staff('/api/sessions/checkin', { customerId: ada.customerId }));
    const refused = await staff('/api/sessions/checkout', {
      customerId: ada.customerId,
      collectedBy: nina,
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(
      'Nina Park is waiting for approval as a pick-up of Ada Lovelace: approve them on the family page first',
    );
  });

  it('answers 404 for a contact of another family and 400 for a malformed one', async () => {
    const other = await app.addFamily('Alan Turing');
    await expectJson(staff('/api/sessions/checkin', { customerId: ada.customerId }));
    const foreign = await staff('/api/sessions/checkout', {
      customerId: ada.customerId,
      collectedBy: other.contactId,
    });
    expect(foreign.status).toBe(404);
    const empty = await staff('/api/sessions/checkout', {
      customerId: ada.customerId,
      collectedBy: '',
    });
    expect(empty.status).toBe(400);
    expect((await adaToday())?.visits).toMatchObject([{ departure: null }]);
  });
  it('asks who collects where the owner requires it, and changes nothing until told', async () => {
    const required = app.request('PUT', '/api/settings', {
      token: app.tokens.owner,
      body: { requireCollector: true },
    });
    expect((await required).status).toBe(200);
    await expectJson(staff('/api/sessions/checkin', { customerId: ada.customerId }));
    const unnamed = await staff('/api/sessions/checkout', { customerId: ada.customerId });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('Say who collects the child');
    expect((await adaToday())?.visits).toMatchObject([{ departure: null }]);
    await expectJson(
      staff('/api/sessions/checkout', { customerId: ada.customerId, collectedBy: ada.contactId }),
    );
    expect((await adaToday())?.visits).toMatchObject([{ collectedBy: ada.contactId }]);
  });
});

describe('POST /api/sessions/undo-checkout', () => {
  it('reopens a check-out of the last 10 minutes, audited, and not an older one', async () => {
    await expectJson(staff('/api/sessions/checkin', { customerId: ada.customerId }));
    await expectJson(
      staff(
        '/api/sessions/checkout',
        { customerId: ada.customerId, collectedBy: ada.contactId },
        at(MONDAY, 15, 0),
      ),
    );
    const undone = await expectJson<{ checkOutTime: string | null }>(
      staff('/api/sessions/undo-checkout', { customerId: ada.customerId }, at(MONDAY, 15, 9)),
    );
    expect(undone.checkOutTime).toBeNull();
    expect(await adaToday()).toMatchObject({
      visits: [{ departure: null, collectedBy: null }],
      charge: null,
    });
    expect((await auditActions())[0]).toBe('attendance.check-out-undone');

    await expectJson(
      staff('/api/sessions/checkout', { customerId: ada.customerId }, at(MONDAY, 15, 20)),
    );
    const late = await staff(
      '/api/sessions/undo-checkout',
      { customerId: ada.customerId },
      at(MONDAY, 15, 31),
    );
    expect(late.status).toBe(409);
    expect(await late.text()).toBe('There is no check-out of the last 10 minutes to undo');
    expect((await adaToday())?.visits).toMatchObject([{ departure: '15:20' }]);
  });

  it('is front-desk work: the owner and parents are refused', async () => {
    const body = { customerId: ada.customerId };
    const asOwner = await app.request('POST', '/api/sessions/undo-checkout', {
      token: app.tokens.owner,
      body,
    });
    expect(asOwner.status).toBe(403);
    const asParent = await app.request('POST', '/api/sessions/undo-checkout', {
      token: ada.token,
      body,
    });
    expect(asParent.status).toBe(403);
  });
});

describe('POST /api/attendance/toggle for today', () => {
  it('makes the child in from the arrival time given: on the dashboard and in the day record', async () => {
    vi.setSystemTime(at(MONDAY, 9, 0));
    const ticked = await expectJson<{ isPresent: boolean; arrivalTime: string | null }>(
      staff('/api/attendance/toggle', {
        customerId: ada.customerId,
        date: MONDAY,
        isPresent: true,
        arrivalTime: '08:15',
      }),
    );
    expect(ticked).toMatchObject({ isPresent: true, arrivalTime: '08:15' });
    const stats = await expectJson<{ currentAttendees: number }>(
      app.request('GET', '/api/dashboard-stats', { token: app.tokens.staff }),
    );
    expect(stats.currentAttendees).toBe(1);
    expect(await adaToday()).toMatchObject({ visits: [{ arrival: '08:15', source: 'api' }] });
  });

  it("takes the spec's payload, without an arrival time, as the child in from now", async () => {
    vi.setSystemTime(at(MONDAY, 9, 0));
    const ticked = await expectJson<{ isPresent: boolean; arrivalTime: string | null }>(
      staff('/api/attendance/toggle', {
        customerId: ada.customerId,
        date: MONDAY,
        isPresent: true,
        dailyCost: '150.00',
      }),
    );
    expect(ticked).toMatchObject({ isPresent: true, arrivalTime: '09:00' });
    expect(await adaToday()).toMatchObject({
      present: true,
      visits: [{ arrival: '09:00', departure: null, source: 'api' }],
    });
  });

  it('refuses an arrival time later than now, and writes nothing', async () => {
    vi.setSystemTime(at(MONDAY, 9, 0));
    const late = await staff('/api/attendance/toggle', {
      customerId: ada.customerId,
      date: MONDAY,
      isPresent: true,
      arrivalTime: '09:30',
    });
    expect(late.status).toBe(400);
    expect(await late.text()).toBe('The arrival time is later than now');
    expect(await adaToday()).toMatchObject({ present: false, visits: [] });
  });
});
