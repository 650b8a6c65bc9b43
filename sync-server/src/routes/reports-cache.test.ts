/**
 * The family report is kept per family (decision 043, "The family report"): another family's
 * check-in, by any path, leaves it cached, and any write of what it reads, by any path, gives a
 * fresh answer. Every answer, cached or not, must equal the report computed from the database
 * there and then, so none is ever stale.
 */
import { randomUUID } from 'node:crypto';
import type { CreatedCustomerResponse, CustomerReportResponse } from '@cubby/shared/schemas';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../db/client.ts';
import { findCustomer } from '../queries/customers.ts';
import { customerReport } from '../services/customer-report/customer-report.ts';
import { expectJson } from '../testing/expect-json.ts';
import { facilityDate } from '../testing/facility-time.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { checkInOnTablet, recordDay } from '../testing/week-writes.ts';

const FROM = '2026-01-01';
const TO = '2999-12-31';
const PINS = { ada: '2580', grace: '3691' };

let app: TestApp;
let ada: TestFamily;
let grace: TestFamily;
let sibling: string;
let kiosk: { deviceId: string; token: string };

async function call(method: string, url: string, body?: unknown, token = app.tokens.owner) {
  const response = await app.request(method, url, { token, body });
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json();
}

const sql = (statement: string, ...params: unknown[]) =>
  app.core.database.sqlite.prepare(statement).run(...params);

/** Reads Ada's report as `token` and says whether the cache answered it. */
async function readReport(token = app.tokens.owner) {
  const before = app.core.responses.stats();
  const response = await app.request(
    'GET',
    `/api/customer-report?customerId=${ada.customerId}&startDate=${FROM}&endDate=${TO}`,
    { token },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as CustomerReportResponse;
  const after = app.core.responses.stats();
  expect(after.hits + after.misses).toBe(before.hits + before.misses + 1);
  // What the database says now, computed without any cache of answers.
  const customer = findCustomer(app.db, ada.customerId);
  if (!customer) throw new Error('Ada is gone');
  const withPayment = token === app.tokens.owner;
  const fresh = customerReport(app.db, customer, { startDate: FROM, endDate: TO, withPayment });
  expect(body).toEqual(JSON.parse(JSON.stringify(fresh)));
  return { body, cached: after.hits === before.hits + 1 };
}

async function expectKept() {
  expect((await readReport()).cached).toBe(true);
}

async function expectFresh() {
  const { body, cached } = await readReport();
  expect(cached).toBe(false);
  // Read again: the fresh answer is kept until the next write of the family.
  expect((await readReport()).cached).toBe(true);
  return body;
}

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace', { hourlyRateCents: 1250 });
  grace = await app.addFamily('Grace Hopper', { hourlyRateCents: 1400 });
  sibling = (
    await expectJson<CreatedCustomerResponse>(
      app.request('POST', '/api/customers', {
        token: app.tokens.staff,
        body: { name: 'Byron Lovelace', familyId: ada.familyId },
      }),
      201,
    )
  ).id;
  await call('PUT', '/api/customer/pin', { pin: PINS.ada }, ada.token);
  await call('PUT', '/api/customer/pin', { pin: PINS.grace }, grace.token);
  kiosk = kioskFor(app.db);
  // A varied history: times, a saved cost, the assumed six hours, an absent day, a sibling's
  // day, a stay with its visit, money received, a pending card payment and an adjustment.
  recordDay(app, ada.customerId, '2026-11-02', {
    isPresent: true,
    arrivalTime: '09:15',
    departureTime: '12:35',
  });
  recordDay(app, ada.customerId, '2026-11-03', { isPresent: true, keptPrice: '150.00' });
  recordDay(app, ada.customerId, '2026-11-04', { isPresent: true });
  recordDay(app, ada.customerId, '2026-11-05', { isPresent: false, keptPrice: '150.00' });
  recordDay(app, sibling, '2026-11-02', { isPresent: true, keptPrice: '60.00' });
  checkInOnTablet(app, ada.customerId, '2026-11-06');
  recordDay(app, grace.customerId, '2026-11-02', { isPresent: true });
  await call('POST', '/api/payments', {
    familyId: ada.familyId,
    method: 'cash',
    receivedOn: '2026-11-06',
    amount: 100,
  });
  sql(
    `insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on)
     values (?, ?, ?, 5000, 'pending', 'card', '2026-11-07')`,
    randomUUID(),
    ada.customerId,
    ada.familyId,
  );
  await call('POST', `/api/families/${ada.familyId}/adjustments`, {
    amount: '-10.00',
    reason: 'Sibling discount',
    date: '2026-11-06',
  });
  // Warm: the first read computes, the second is answered from the cache.
  await readReport();
  await expectKept();
});
afterEach(() => app.close());

describe("the family report's cached answer", () => {
  it('is kept while another family checks in or pays, by any path, and settings change', async () => {
    const today = facilityDate();
    checkInOnTablet(app, grace.customerId, '2026-11-09');
    await expectKept();
    await call('POST', '/api/sessions/checkin', { customerId: grace.customerId }, app.tokens.staff);
    await expectKept();
    await call(
      'POST',
      '/api/sessions/checkout',
      { customerId: grace.customerId },
      app.tokens.staff,
    );
    await expectKept();
    await call(
      'POST',
      '/api/kiosk/check-in',
      { pin: PINS.grace, customerIds: [grace.customerId] },
      kiosk.token,
    );
    await expectKept();
    await call('POST', '/api/payments', {
      familyId: grace.familyId,
      method: 'cheque',
      receivedOn: today,
      amount: 20,
    });
    await expectKept();
    await call('PATCH', `/api/customers/${grace.customerId}`, { name: 'Grace Murray Hopper' });
    await expectKept();
    // The report reads no setting: a day's cost is its own or its minutes at the child's rate.
    await call('PUT', '/api/settings', { businessName: 'Acorns', defaultHourlyRate: '20.00' });
    await expectKept();
  });

  it('is computed again after a write of the child or the family, by any path', async () => {
    // Check-ins from the desk, the kiosk and a tablet: each adds a day and its stay.
    await call('POST', '/api/sessions/checkin', { customerId: ada.customerId }, app.tokens.staff);
    expect((await expectFresh()).attendance).toHaveLength(6);
    await call('POST', '/api/sessions/checkout', { customerId: ada.customerId }, app.tokens.staff);
    await expectFresh();
    await call(
      'POST',
      '/api/kiosk/check-in',
      { pin: PINS.ada, customerIds: [ada.customerId] },
      kiosk.token,
    );
    const signedIn = await expectFresh();
    expect(signedIn.attendance.at(-1)?.visits.at(-1)?.droppedOffBy).toMatchObject({
      name: 'Parent of Ada Lovelace',
    });
    checkInOnTablet(app, ada.customerId, '2026-11-10');
    await expectFresh();

    // A sibling's day changes what the family's money covers of Ada's days.
    recordDay(app, sibling, '2026-11-01', { isPresent: true, keptPrice: '90.00' });
    await expectFresh();
    // Money received for the family, naming the sibling, then reversed; an adjustment.
    const cheque = (await call('POST', '/api/payments', {
      customerId: sibling,
      method: 'cheque',
      receivedOn: '2026-11-08',
      amount: 45,
    })) as { id: string };
    expect((await expectFresh()).payments.map((p: { id: string }) => p.id)).toContain(cheque.id);
    await call('POST', `/api/payments/${cheque.id}/reversal`, { reason: 'Bounced' });
    expect((await expectFresh()).payments.at(-1)?.reversedAt).toEqual(expect.any(String));
    await call('POST', `/api/families/${ada.familyId}/adjustments`, {
      amount: '7.50',
      reason: 'Late pick-up',
      kind: 'late-fee',
    });
    await expectFresh();

    // The child's name and rate (a rate change writes the old price into unpriced days first).
    await call('PATCH', `/api/customers/${ada.customerId}`, { name: 'Ada King' });
    expect((await expectFresh()).customer.name).toBe('Ada King');
    await call('PATCH', `/api/customers/${ada.customerId}`, { hourlyRate: '14.00' });
    expect((await expectFresh()).customer.hourlyRate).toBe('14.00');
  });

  it('is computed again after writes the ledger passes over', async () => {
    // A row written again with nothing but its time written: the report shows that time.
    sql('update daily_attendance set updated_at = ? where customer_id = ?', 1, ada.customerId);
    expect((await expectFresh()).attendance[0]?.attendance.updatedAt).toBe(
      new Date(1).toISOString(),
    );
    // Who picked the child up, corrected on the stay alone.
    sql(
      'update sessions set picked_up_by = ? where customer_id = ?',
      JSON.stringify({ contactId: null, name: 'Rosa Diaz', relationship: 'aunt' }),
      ada.customerId,
    );
    const withPickup = await expectFresh();
    expect(withPickup.attendance.at(-1)?.visits[0]?.pickedUpBy?.name).toBe('Rosa Diaz');
    // A payment naming Ada kept under another family still shows on her report.
    sql(
      `insert into payments (id, customer_id, family_id, amount_cents, status, method, received_on)
       values (?, ?, ?, 2500, 'succeeded', 'cash', '2026-11-09')`,
      randomUUID(),
      ada.customerId,
      grace.familyId,
    );
    await expectFresh();
    sql("update payments set note = 'Moved' where family_id = ?", grace.familyId);
    await expectFresh();
    // Another connection's commit, such as an operator's sqlite3 shell.
    const shell = new Database(databaseFile(app.dataDir));
    try {
      shell
        .prepare("update daily_attendance set pickup_reason = 'Dentist' where customer_id = ?")
        .run(ada.customerId);
    } finally {
      shell.close();
    }
    await expectFresh();
    // Staff see the same report without the paid flags, cached apart from the owner's.
    const staff = await readReport(app.tokens.staff);
    expect(staff.cached).toBe(false);
    expect(staff.body.attendance[0]?.attendance).not.toHaveProperty('checkReceived');
  });

  it('stays current when a write is rolled back', async () => {
    const rollback = new Error('rolled back');
    expect(() =>
      app.db.transaction(() => {
        sql("update customers set name = 'Nobody' where id = ?", ada.customerId);
        throw rollback;
      }),
    ).toThrow(rollback);
    await expectKept();
  });
});

describe('a child with nothing written yet', () => {
  it('has its report kept by the change clock: any write makes it stale', async () => {
    const newcomer = await expectJson<CreatedCustomerResponse>(
      app.request('POST', '/api/customers', {
        token: app.tokens.staff,
        body: { name: 'Alan Turing' },
      }),
      201,
    );
    const url = `/api/customer-report?customerId=${newcomer.id}&startDate=${FROM}&endDate=${TO}`;
    const read = () => app.request('GET', url, { token: app.tokens.owner });
    await read();
    const { hits, misses } = app.core.responses.stats();
    await read();
    expect(app.core.responses.stats().hits).toBe(hits + 1);
    checkInOnTablet(app, grace.customerId, '2026-11-09');
    await read();
    expect(app.core.responses.stats().misses).toBe(misses + 1);
  });
});
