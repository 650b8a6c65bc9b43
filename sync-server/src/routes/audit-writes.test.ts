/**
 * The audit entries REST writes make: who (the person behind the session, the parent, the
 * system), from which device, what in words, the values before and after, and never free text.
 */
import type { AuditEntryResponse, AuditPageResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceRowId } from '../sync/hooks/week-projection.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

const MONDAY = '2026-11-23';
const TABLET = '3f2a9c10-5d4e-4b6a-8c7d-0e1f2a3b4c5d';

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  vi.setSystemTime(facilityInstant(MONDAY, 8, 2));
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
});
afterEach(() => {
  app.close();
  vi.useRealTimers();
});

const asStaff = (method: string, url: string, body?: unknown) =>
  app.request(method, url, {
    token: app.tokens.staff,
    body,
    headers: { 'X-Cubby-Device': TABLET },
  });
const asOwner = (method: string, url: string, body?: unknown) =>
  app.request(method, url, { token: app.tokens.owner, body });

async function entries(query = ''): Promise<AuditEntryResponse[]> {
  const response = await asOwner('GET', `/api/audit${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as AuditPageResponse).entries;
}

const LAST_FRIDAY = '2026-11-20';

describe('audit entries of REST writes', () => {
  it('names the person and the device that checked a child in and out, in words', async () => {
    expect(
      (await asStaff('POST', '/api/sessions/checkin', { customerId: ada.customerId })).status,
    ).toBe(200);
    vi.setSystemTime(facilityInstant(MONDAY, 16, 30));
    expect(
      (await asStaff('POST', '/api/sessions/checkout', { customerId: ada.customerId })).status,
    ).toBe(200);

    const [checkOut, checkIn] = await entries(`?customerId=${ada.customerId}`);
    expect(checkIn).toMatchObject({
      action: 'attendance.checked-in',
      actor: { kind: 'staff', id: app.accountIds.staff, name: 'staff' },
      deviceId: TABLET,
      customerId: ada.customerId,
      date: MONDAY,
      summary: 'Checked in Ada Lovelace at 08:02 on 11-23-2026',
      after: { arrival: '08:02' },
    });
    expect(checkOut).toMatchObject({
      action: 'attendance.checked-out',
      summary: 'Checked out Ada Lovelace at 16:30 on 11-23-2026',
      before: { departure: null },
      after: { departure: '16:30' },
    });
  });

  it('says the system closed a stay forgotten on an earlier day', async () => {
    await asStaff('POST', '/api/sessions/checkin', { customerId: ada.customerId });
    vi.setSystemTime(facilityInstant('2026-11-24', 7, 45));
    await asStaff('POST', '/api/sessions/checkin', { customerId: ada.customerId });
    // The owner's session was signed in on Monday morning; read as the owner would then.
    vi.setSystemTime(facilityInstant(MONDAY, 9, 0));

    const [checkIn, closed] = await entries(`?customerId=${ada.customerId}`);
    expect(closed).toMatchObject({
      action: 'attendance.forgotten-stay-closed',
      actor: { kind: 'system', id: null, name: 'Cubby' },
      deviceId: null,
      summary: "Closed Ada Lovelace's stay forgotten on 11-23-2026 at 16:00",
    });
    expect(checkIn).toMatchObject({ action: 'attendance.checked-in', actor: { kind: 'staff' } });
  });

  it('records a parent’s answer as the parent, and its status but never its details', async () => {
    const reason = 'grandma-visits-this-week';
    const response = await app.request('POST', '/api/customer/schedule/confirm-week', {
      token: ada.token,
      body: { weekStart: MONDAY, status: 'not_coming', details: { reason, absentDays: [MONDAY] } },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const [entry] = await entries('?kind=confirmation');
    expect(entry).toMatchObject({
      action: 'confirmation.answered',
      actor: { kind: 'parent', id: ada.loginId, name: 'Parent of Ada Lovelace' },
      customerId: ada.customerId,
      date: MONDAY,
      summary: 'Answered the week of 11-23-2026 for Ada Lovelace: not_coming',
      before: null,
      after: { status: 'not_coming' },
    });
    expect(JSON.stringify(entry)).not.toContain(reason);
    expect(JSON.stringify(entry)).not.toContain(ada.username);
  });

  it('records the owner’s paid flag and payment, and a staff note without its text', async () => {
    await asStaff('POST', '/api/sessions/checkin', { customerId: ada.customerId });
    const patched = await asOwner(
      'PATCH',
      `/api/attendance/${attendanceRowId(ada.customerId, MONDAY)}`,
      {
        checkReceived: true,
      },
    );
    expect(patched.status, await patched.clone().text()).toBe(200);
    const [paid] = await entries('?kind=payment');
    expect(paid).toMatchObject({
      action: 'payment.days-marked-paid',
      actor: { kind: 'owner', id: app.accountIds.owner },
      summary: "Marked Ada Lovelace's 11-23-2026 paid",
      before: { paid: false, dates: [MONDAY] },
      after: { paid: true, dates: [MONDAY] },
    });

    const secret = 'allergic-to-marmalade';
    await asStaff('POST', '/api/weekly-notes/staff', {
      customerId: ada.customerId,
      weekStart: MONDAY,
      note: secret,
    });
    const [note] = await entries('?kind=note');
    expect(note).toMatchObject({
      action: 'note.staff-note-changed',
      summary: 'Changed the staff note of Ada Lovelace for the week of 11-23-2026',
      deviceId: TABLET,
    });
    const everything = JSON.stringify(await entries());
    expect(everything).not.toContain(secret);
  });

  it('records a cash payment and the days it settles as the owner who recorded it', async () => {
    // Last Friday ticked present: a standard day at Ada's rate, $75.00.
    await asStaff('POST', '/api/attendance/toggle', {
      customerId: ada.customerId,
      date: LAST_FRIDAY,
      isPresent: true,
    });
    const note = 'receipt-in-the-blue-folder';
    const recorded = await asOwner('POST', '/api/payments', {
      customerId: ada.customerId,
      amount: '75.00',
      method: 'cash',
      receivedOn: MONDAY,
      note,
    });
    expect(recorded.status, await recorded.clone().text()).toBe(201);
    const payments = await entries('?kind=payment');
    // Stored in one commit: the payment row first, then the paid flags of the days the ledger
    // now covers (decision 031).
    expect(payments.map((entry) => [entry.action, entry.actor.kind])).toEqual([
      ['payment.days-marked-paid', 'owner'],
      ['payment.recorded', 'owner'],
    ]);
    expect(payments[1]?.summary).toBe(
      'Recorded a cash payment of $75.00 from the Ada Lovelace family, receipt R-000001, received 11-23-2026',
    );
    expect(JSON.stringify(payments)).not.toContain(note);
    const [present] = await entries('?kind=attendance');
    expect(present).toMatchObject({
      action: 'attendance.marked-present',
      summary: 'Marked Ada Lovelace present on 11-20-2026',
    });
  });

  it('answers the same filters as CSV, the owner’s alone', async () => {
    await asStaff('POST', '/api/sessions/checkin', { customerId: ada.customerId });
    const csv = await asOwner('GET', `/api/audit.csv?customerId=${ada.customerId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"summary"');
    expect(lines[1]).toContain('"Checked in Ada Lovelace at 08:02 on 11-23-2026"');
    expect(lines[1]).toContain(`"${TABLET}"`);
    for (const token of [app.tokens.staff, ada.token]) {
      expect((await app.request('GET', '/api/audit.csv', { token })).status).toBe(403);
    }
    expect((await asOwner('GET', '/api/audit.csv?kind=everything')).status).toBe(400);
  });

  it('ignores a device id that is not one', async () => {
    await app.request('POST', '/api/sessions/checkin', {
      token: app.tokens.staff,
      body: { customerId: ada.customerId },
      headers: { 'X-Cubby-Device': '<script>alert(1)</script>' },
    });
    const [entry] = await entries();
    expect(entry?.deviceId).toBeNull();
  });
});
