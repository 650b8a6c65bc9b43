/**
 * Signing children in and out at the kiosk, in-process: a parent's PIN signs two children in
 * with a signature, the week document shows who dropped them off at which kiosk, a pick-up person
 * signs one out; a person who must not collect, or of another family, is refused with nothing
 * written; an action sent twice is written once; `at` and the signature are bounded; a staff
 * tablet's check-in and the kiosk's merge into one stay; the sessions projection and the
 * individual report agree with the document.
 */
import { mondayOf } from '@cubby/shared/dates';
import { listVisits, putVisit } from '@cubby/shared/docs';
import type {
  CreatedCustomerResponse,
  CustomerReportResponse,
  KioskSignResponse,
} from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectJson } from '../testing/expect-json.ts';
import { facilityDate } from '../testing/facility-time.ts';
import { addContactWithPin } from '../testing/kiosk-contacts.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

// A 1×1 PNG, as a canvas would send a (very small) signature.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`;
const PARENT_PIN = '2580';
const PICKUP_PIN = '4815';

let app: TestApp;
let lopez: TestFamily;
let sibling: string;
let pickup: string;
let kiosk: { deviceId: string; token: string };

const addContact = (body: Record<string, unknown>, pin: string) =>
  addContactWithPin(app, lopez.familyId, body, pin);

beforeEach(async () => {
  app = await createTestApp();
  lopez = await app.addFamily('Maya Lopez');
  await expectJson(
    app.request('PUT', '/api/customer/pin', { token: lopez.token, body: { pin: PARENT_PIN } }),
  );
  sibling = (
    await expectJson<CreatedCustomerResponse>(
      app.request('POST', '/api/customers', {
        token: app.tokens.staff,
        body: { name: 'Leo Lopez', familyId: lopez.familyId },
      }),
      201,
    )
  ).id;
  pickup = await addContact(
    { name: 'Rosa Diaz', relationship: 'aunt', roles: ['pickup'] },
    PICKUP_PIN,
  );
  kiosk = kioskFor(app.db, 'Front door');
});
afterEach(() => app.close());

const sign = (
  direction: 'check-in' | 'check-out',
  body: Record<string, unknown>,
  token = kiosk.token,
) => app.request('POST', `/api/kiosk/${direction}`, { token, body });

const weekDoc = () =>
  app.core.registry.open({ kind: 'week', monday: mondayOf(facilityDate()) }).ydoc;

const rows = (query: string, ...params: unknown[]) =>
  app.core.database.sqlite.prepare(query).all(...params) as Array<Record<string, unknown>>;

describe('signing children in and out at the kiosk', () => {
  it('signs two children in with a signature, and a pick-up person signs one out', async () => {
    const signedIn = await expectJson<KioskSignResponse>(
      sign('check-in', {
        pin: PARENT_PIN,
        customerIds: [lopez.customerId, sibling],
        signature: SIGNATURE,
      }),
    );
    expect(signedIn.results.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['Maya Lopez', 'checked-in'],
      ['Leo Lopez', 'checked-in'],
    ]);
    const parent = { contactId: lopez.contactId, name: 'Parent of Maya Lopez', relationship: '' };
    const door = { deviceId: kiosk.deviceId, name: 'Front door' };
    const visits = listVisits(weekDoc());
    expect(visits).toHaveLength(2);
    for (const visit of visits) {
      expect(visit).toMatchObject({ droppedOffBy: parent, checkInKiosk: door, checkOutTime: null });
      // Each child's own signature row, readable by staff as a PNG.
      const image = await app.request('GET', `/api/signatures/${visit.checkInSignature}`, {
        token: app.tokens.staff,
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/png');
      expect(image.headers.get('Cache-Control')).toBe('no-store');
      expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG_BASE64);
    }
    const signatureId = visits[0]?.checkInSignature;
    for (const token of [lopez.token, kiosk.token]) {
      expect((await app.request('GET', `/api/signatures/${signatureId}`, { token })).status).toBe(
        403,
      );
    }
    expect(
      rows("select summary, actor_kind from audit_entries where action = 'attendance.checked-in'"),
    ).toEqual([
      expect.objectContaining({
        actor_kind: 'kiosk',
        summary: expect.stringMatching(
          /^Checked in Maya Lopez at .*, dropped off by Parent of Maya Lopez, at the kiosk Front door$/,
        ),
      }),
      expect.objectContaining({ summary: expect.stringContaining('Checked in Leo Lopez') }),
    ]);

    const signedOut = await expectJson<KioskSignResponse>(
      sign('check-out', { pin: PICKUP_PIN, customerIds: [sibling] }),
    );
    expect(signedOut.results).toEqual([
      { customerId: sibling, name: 'Leo Lopez', outcome: 'checked-out', at: expect.any(String) },
    ]);
    const leo = listVisits(weekDoc()).find((visit) => visit.customerId === sibling);
    expect(leo).toMatchObject({
      droppedOffBy: parent,
      pickedUpBy: { contactId: pickup, name: 'Rosa Diaz', relationship: 'aunt' },
      checkOutKiosk: door,
    });
    expect(
      rows("select summary from audit_entries where action = 'attendance.checked-out'"),
    ).toEqual([
      {
        summary: expect.stringMatching(
          /, picked up by Rosa Diaz \(aunt\), at the kiosk Front door$/,
        ),
      },
    ]);
    // Signed in again and out again: reported as they are, nothing written.
    const again = await expectJson<KioskSignResponse>(
      sign('check-in', { pin: PARENT_PIN, customerIds: [lopez.customerId] }),
    );
    expect(again.results[0]?.outcome).toBe('already-in');
    const out = await expectJson<KioskSignResponse>(
      sign('check-out', { pin: PICKUP_PIN, customerIds: [sibling] }),
    );
    expect(out.results[0]?.outcome).toBe('not-in');
    expect(listVisits(weekDoc())).toHaveLength(2);
  });

  it('refuses a person who must not collect, or of another family, and writes nothing', async () => {
    await addContact({ name: 'Carl Stone', roles: [], mustNotCollect: true }, '6174');
    const other = await app.addFamily('Ada Lovelace');
    await expectJson(
      app.request('PUT', '/api/customer/pin', { token: other.token, body: { pin: '7391' } }),
    );
    const auditBefore = rows('select id from audit_entries').length;

    const barred = await sign('check-out', { pin: '6174', customerIds: [lopez.customerId] });
    expect(barred.status).toBe(403);
    expect(await barred.text()).toBe(
      'Carl Stone may not collect Maya Lopez. Please see the front desk.',
    );
    // A parent of another family, with one of their own children in the same call; the child
    // they may not take is not named to them (only a forged request names them).
    const stranger = await sign('check-in', {
      pin: '7391',
      customerIds: [other.customerId, sibling],
    });
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toBe(
      'Parent of Ada Lovelace may not collect this child. Please see the front desk.',
    );

    expect(listVisits(weekDoc())).toEqual([]);
    expect(rows('select id from signatures')).toEqual([]);
    const entries = rows(
      'select action, customer_id, actor_kind from audit_entries where id > ?',
      auditBefore,
    );
    expect(entries).toEqual([
      { action: 'kiosk.refused', customer_id: lopez.customerId, actor_kind: 'kiosk' },
      { action: 'kiosk.refused', customer_id: sibling, actor_kind: 'kiosk' },
    ]);
  });

  it('writes an action sent twice once, and answers the second as the first', async () => {
    const body = {
      pin: PARENT_PIN,
      customerIds: [lopez.customerId],
      signature: SIGNATURE,
      actionId: '6a1f3a3e-8d0b-4b8e-9c53-2f7a4c1d9e01',
    };
    const first = await expectJson<KioskSignResponse>(sign('check-in', body));
    const [second, third] = await Promise.all([
      expectJson<KioskSignResponse>(sign('check-in', body)),
      expectJson<KioskSignResponse>(sign('check-in', body)),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first.results[0]?.outcome).toBe('checked-in');
    expect(listVisits(weekDoc())).toHaveLength(1);
    expect(rows('select id from signatures')).toHaveLength(1);
    expect(
      rows("select id from audit_entries where action = 'attendance.checked-in'"),
    ).toHaveLength(1);
    // The same id from another kiosk is that kiosk's own action.
    const side = kioskFor(app.db, 'Side door');
    const elsewhere = await expectJson<KioskSignResponse>(sign('check-in', body, side.token));
    expect(elsewhere.results[0]?.outcome).toBe('already-in');
  });

  it('records the time an offline kiosk gives, within 12 hours back and 2 minutes ahead', async () => {
    const earlier = new Date(Date.now() - 5 * 60 * 1000);
    // Only meaningful while the facility's today is the same five minutes ago.
    if (facilityDate(earlier) === facilityDate()) {
      const signed = await expectJson<KioskSignResponse>(
        sign('check-in', {
          pin: PARENT_PIN,
          customerIds: [lopez.customerId],
          at: earlier.toISOString(),
        }),
      );
      expect(signed.results[0]?.at).toBe(earlier.toISOString());
      expect(listVisits(weekDoc())[0]?.checkInTime).toBe(earlier.toISOString());
    }
    const tooOld = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
    const ahead = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    for (const at of [tooOld, ahead, 'yesterday']) {
      const refused = await sign('check-in', { pin: PARENT_PIN, customerIds: [sibling], at });
      expect(refused.status, at).toBe(400);
    }
    expect(listVisits(weekDoc()).filter((visit) => visit.customerId === sibling)).toEqual([]);
  });

  it("closes a stay at its check-in when a queued check-out's time is earlier", async () => {
    const earlier = new Date(Date.now() - 5 * 60 * 1000);
    // Only meaningful while the facility's today is the same five minutes ago.
    if (facilityDate(earlier) !== facilityDate()) return;
    const checkedIn = await expectJson<KioskSignResponse>(
      sign('check-in', { pin: PARENT_PIN, customerIds: [lopez.customerId] }),
    );
    const at = checkedIn.results[0]?.at;
    const left = await expectJson<KioskSignResponse>(
      sign('check-out', {
        pin: PICKUP_PIN,
        customerIds: [lopez.customerId],
        at: earlier.toISOString(),
      }),
    );
    expect(left.results[0]).toMatchObject({ outcome: 'checked-out', at });
    expect(listVisits(weekDoc())[0]).toMatchObject({ checkInTime: at, checkOutTime: at });
  });

  it('refuses a signature that is not a small PNG, and a body far too large unread', async () => {
    const base = { pin: PARENT_PIN, customerIds: [lopez.customerId] };
    const cases: Array<[string, number]> = [
      ['data:image/jpeg;base64,/9j/4AAQ', 400],
      ['data:image/png;base64,not base64!', 400],
      [`data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`, 400],
      [`data:image/png;base64,${Buffer.alloc(65 * 1024, 1).toString('base64')}`, 413],
    ];
    for (const [signature, status] of cases) {
      const answer = await sign('check-in', { ...base, signature });
      expect(answer.status, signature.slice(0, 30)).toBe(status);
    }
    const huge = await app.request('POST', '/api/kiosk/check-in', {
      token: kiosk.token,
      rawBody: JSON.stringify({
        ...base,
        signature: `data:image/png;base64,${'A'.repeat(10 * 1024 * 1024)}`,
      }),
    });
    expect(huge.status).toBe(413);
    for (const customerIds of [[], [lopez.customerId, lopez.customerId], Array(11).fill(sibling)]) {
      expect((await sign('check-in', { pin: PARENT_PIN, customerIds })).status).toBe(400);
    }
    expect(listVisits(weekDoc())).toEqual([]);
  });

  it("merges a staff tablet's check-in with the kiosk's into one stay that keeps the kiosk's words", async () => {
    await expectJson(sign('check-in', { pin: PARENT_PIN, customerIds: [lopez.customerId] }));
    // A tablet that was offline checked the child in a minute earlier; its visit arrives now.
    const [kioskVisit] = listVisits(weekDoc());
    const tabletTime = new Date(Date.parse(kioskVisit?.checkInTime ?? '') - 60_000).toISOString();
    app.core.registry.writeNow({ kind: 'week', monday: mondayOf(facilityDate()) }, (doc) =>
      putVisit(doc, {
        id: 'tablet-visit',
        customerId: lopez.customerId,
        date: kioskVisit?.date ?? '',
        checkInTime: tabletTime,
        checkOutTime: null,
      }),
    );
    const stays = listVisits(weekDoc());
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      id: 'tablet-visit',
      checkInTime: tabletTime,
      droppedOffBy: { contactId: lopez.contactId },
      checkInKiosk: { name: 'Front door' },
    });
    expect(rows('select id from sessions where customer_id = ?', lopez.customerId)).toHaveLength(1);
  });

  it('signs out from the kiosk a child checked in on a tablet, and the projections agree', async () => {
    await expectJson(
      app.request('POST', '/api/sessions/checkin', {
        token: app.tokens.staff,
        body: { customerId: lopez.customerId },
      }),
    );
    const current = await expectJson<Array<{ customer: { id: string } }>>(
      app.request('GET', '/api/sessions/current', { token: app.tokens.staff }),
    );
    expect(current.map((session) => session.customer.id)).toEqual([lopez.customerId]);
    const signed = await expectJson<KioskSignResponse>(
      sign('check-out', { pin: PICKUP_PIN, customerIds: [lopez.customerId] }),
    );
    expect(signed.results[0]?.outcome).toBe('checked-out');
    const [stay] = listVisits(weekDoc());
    expect(stay).toMatchObject({ pickedUpBy: { name: 'Rosa Diaz' } });
    expect(stay).not.toHaveProperty('droppedOffBy');
    expect(
      await expectJson<unknown[]>(
        app.request('GET', '/api/sessions/current', { token: app.tokens.staff }),
      ),
    ).toEqual([]);
    const [session] = rows(
      'select check_in_time, check_out_time from sessions where customer_id = ?',
      lopez.customerId,
    );
    expect(session).toEqual({
      check_in_time: Date.parse(stay?.checkInTime ?? ''),
      check_out_time: Date.parse(stay?.checkOutTime ?? ''),
    });
    const today = facilityDate();
    const report = await expectJson<{
      attendance: Array<{
        date: string;
        attendance: { isPresent: boolean; departureTime: string | null };
      }>;
    }>(
      app.request(
        'GET',
        `/api/customer-report?customerId=${lopez.customerId}&startDate=${today}&endDate=${today}`,
        {
          token: app.tokens.staff,
        },
      ),
    );
    expect(report.attendance[0]?.attendance).toMatchObject({ isPresent: true });
    expect(report.attendance[0]?.attendance.departureTime).not.toBeNull();
  });

  it('names who dropped off and who picked up in the individual report', async () => {
    await expectJson(
      sign('check-in', { pin: PARENT_PIN, customerIds: [lopez.customerId, sibling] }),
    );
    await expectJson(sign('check-out', { pin: PICKUP_PIN, customerIds: [lopez.customerId] }));
    const today = facilityDate();
    const report = await expectJson<CustomerReportResponse>(
      app.request(
        'GET',
        `/api/customer-report?customerId=${lopez.customerId}&startDate=${today}&endDate=${today}`,
        { token: app.tokens.staff },
      ),
    );
    const [stay] = listVisits(weekDoc()).filter((visit) => visit.customerId === lopez.customerId);
    expect(report.attendance.map((day) => day.visits)).toEqual([
      [
        {
          checkInTime: stay?.checkInTime,
          checkOutTime: stay?.checkOutTime,
          droppedOffBy: {
            contactId: lopez.contactId,
            name: 'Parent of Maya Lopez',
            relationship: expect.any(String),
          },
          pickedUpBy: { contactId: pickup, name: 'Rosa Diaz', relationship: 'aunt' },
        },
      ],
    ]);
    // The sibling is still in: dropped off, picked up by no one yet.
    const siblings = await expectJson<CustomerReportResponse>(
      app.request(
        'GET',
        `/api/customer-report?customerId=${sibling}&startDate=${today}&endDate=${today}`,
        { token: app.tokens.owner },
      ),
    );
    expect(siblings.attendance[0]?.visits).toEqual([
      expect.objectContaining({
        checkOutTime: null,
        droppedOffBy: expect.objectContaining({ name: 'Parent of Maya Lopez' }),
        pickedUpBy: null,
      }),
    ]);
    // The spec's session shape stays as it was.
    const [session] = await expectJson<Array<Record<string, unknown>>>(
      app.request('GET', '/api/sessions/current', { token: app.tokens.staff }),
    );
    expect(session).not.toHaveProperty('droppedOffBy');
  });

  it('erases the signatures of a family that is deleted', async () => {
    await expectJson(
      sign('check-in', {
        pin: PARENT_PIN,
        customerIds: [lopez.customerId, sibling],
        signature: SIGNATURE,
        actionId: '6a1f3a3e-8d0b-4b8e-9c53-2f7a4c1d9e02',
      }),
    );
    // A refusal kept for a resend names the child too, in words only.
    await addContact({ name: 'Carl Stone', roles: [], mustNotCollect: true }, '6174');
    const refused = await sign('check-out', {
      pin: '6174',
      customerIds: [sibling],
      actionId: '6a1f3a3e-8d0b-4b8e-9c53-2f7a4c1d9e03',
    });
    expect(refused.status).toBe(403);
    expect(rows('select id from signatures')).toHaveLength(2);
    expect(rows('select action_id from kiosk_actions')).toHaveLength(2);
    const deleted = await app.request('DELETE', `/api/families/${lopez.familyId}`, {
      token: app.tokens.owner,
    });
    expect(deleted.status).toBeLessThan(300);
    expect(rows('select id from signatures')).toEqual([]);
    expect(rows('select action_id from kiosk_actions')).toEqual([]);
  });
});
