import type { DaysResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectJson } from '../testing/expect-json.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';
import { recordDay } from '../testing/week-writes.ts';

// The clock is set per test (Date only; timers stay real), so times and charges are exact.
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const at = facilityInstant;

let app: TestApp;
let ada: TestFamily;
let alan: TestFamily;

beforeEach(async () => {
  vi.setSystemTime(at(TUESDAY, 7, 30));
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  alan = await app.addFamily('Alan Turing');
});

afterEach(() => {
  app.close();
  vi.useRealTimers();
});

async function desk(path: string, body: Record<string, unknown>, when: Date) {
  vi.setSystemTime(when);
  return app.request('POST', `/api/sessions/${path}`, { token: app.tokens.staff, body });
}

const days = (date: string, query = '', token = app.tokens.staff) =>
  app.request('GET', `/api/days/${date}${query}`, { token });

describe('GET /api/days/{date}', () => {
  it("answers every child's day as its record says: visits, who, early and late, the charge", async () => {
    // Monday: Ada ticked present without times; Alan in twice, collected by his parent.
    recordDay(app, ada.customerId, MONDAY, { isPresent: true });
    expect((await desk('checkin', { customerId: alan.customerId }, at(MONDAY, 7, 47))).status).toBe(
      200,
    );
    expect(
      (await desk('checkout', { customerId: alan.customerId }, at(MONDAY, 7, 51))).status,
    ).toBe(200);
    expect((await desk('checkin', { customerId: alan.customerId }, at(MONDAY, 8, 5))).status).toBe(
      200,
    );
    const collectedBy = alan.contactId;
    const left = await desk(
      'checkout',
      { customerId: alan.customerId, collectedBy },
      at(MONDAY, 17, 30),
    );
    expect(left.status, await left.clone().text()).toBe(200);
    vi.setSystemTime(at(TUESDAY, 9, 0));

    const monday = await expectJson<DaysResponse>(days(MONDAY));
    expect(monday).toEqual({
      date: MONDAY,
      children: [
        {
          customerId: ada.customerId,
          present: true,
          visits: [],
          early: false,
          late: false,
          // A standard day, 10:00 to 16:00, at $12.50 an hour.
          charge: '75.00',
        },
        {
          customerId: alan.customerId,
          present: true,
          visits: [
            {
              arrival: '07:47',
              departure: '07:51',
              droppedOffBy: null,
              collectedBy: null,
              source: 'api',
            },
            {
              arrival: '08:05',
              departure: '17:30',
              droppedOffBy: null,
              collectedBy,
              source: 'api',
            },
          ],
          early: false,
          late: true,
          // 4 and 565 minutes: 569 at $12.50 an hour.
          charge: '118.54',
        },
      ],
    });
    const one = await expectJson<DaysResponse>(days(MONDAY, `?customerId=${ada.customerId}`));
    expect(one.children.map((child) => child.customerId)).toEqual([ada.customerId]);
  });

  it('answers a day in progress without a charge, and an absent child as absent', async () => {
    expect((await desk('checkin', { customerId: ada.customerId }, at(TUESDAY, 8, 0))).status).toBe(
      200,
    );
    vi.setSystemTime(at(TUESDAY, 11, 0));
    const today = await expectJson<DaysResponse>(days(TUESDAY));
    expect(today.children).toEqual([
      {
        customerId: ada.customerId,
        present: true,
        visits: [
          {
            arrival: '08:00',
            departure: null,
            droppedOffBy: null,
            collectedBy: null,
            source: 'api',
          },
        ],
        early: false,
        late: false,
        charge: null,
      },
      {
        customerId: alan.customerId,
        present: false,
        visits: [],
        early: false,
        late: false,
        charge: '0.00',
      },
    ]);
  });

  it('is staff’s and the owner’s; a parent is refused and bad input is a 400 or 404', async () => {
    expect((await days(MONDAY, '', app.tokens.owner)).status).toBe(200);
    expect((await days(MONDAY, '', ada.token)).status).toBe(403);
    expect((await app.request('GET', `/api/days/${MONDAY}`)).status).toBe(401);
    expect((await days('2026-02-30')).status).toBe(400);
    expect((await days(MONDAY, '?customerId=not-a-uuid')).status).toBe(400);
    const unknown = await days(MONDAY, '?customerId=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });
});
