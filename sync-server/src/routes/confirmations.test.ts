import { addDays, addWeeks } from '@cubby/shared/dates';
import { getFamilyConfirmation, listConfirmations } from '@cubby/shared/docs';
import { MAX_REASON_LENGTH } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, customers, weeklyConfirmations } from '../db/schema.ts';
import { facilityMonday } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

// Weeks a family may answer now (decision 066): this one and the next.
const WEEK_1 = facilityMonday();
const WEEK_2 = addWeeks(WEEK_1, 1);
const TUESDAY_1 = addDays(WEEK_1, 1);
const WEDNESDAY_1 = addDays(WEEK_1, 2);
const THURSDAY_1 = addDays(WEEK_1, 3);
const WEDNESDAY_2 = addDays(WEEK_2, 2);

interface ConfirmationJson {
  customerId: string;
  weekStart: string;
  status: string;
  details: Record<string, unknown> | null;
  confirmedAt: string | null;
}

let app: TestApp;
let ada: TestFamily;
let alan: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  alan = await app.addFamily('Alan Turing');
  // Ada comes Monday, Wednesday and Friday.
  app.db
    .update(customers)
    .set({ defaultMonday: true, defaultWednesday: true, defaultFriday: true })
    .where(eq(customers.id, ada.customerId))
    .run();
});
afterEach(() => app.close());

const confirm = (token: string | undefined, body: Record<string, unknown>) =>
  app.request('POST', '/api/customer/schedule/confirm-week', { token, body });
const undo = (token: string | undefined, weekStart: string, customerId?: string) =>
  app.request('POST', '/api/customer/schedule/undo-week', {
    token,
    body: { weekStart, customerId },
  });
const familyDoc = (customerId: string, monday: string) =>
  app.core.registry.open({ kind: 'family', customerId, monday }).ydoc;
async function own(token: string, weekStart: string) {
  const response = await app.request('GET', `/api/customer/confirmation/${weekStart}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as ConfirmationJson | null;
}

describe('a parent confirming a week', () => {
  it('stores it in the family document, the week mirror and the staff read', async () => {
    const response = await confirm(ada.token, {
      weekStart: WEEK_1,
      status: 'confirmed',
      details: {},
    });
    expect(response.status).toBe(200);
    const stored = (await response.json()) as ConfirmationJson;
    expect(stored).toMatchObject({
      customerId: ada.customerId,
      weekStart: WEEK_1,
      status: 'confirmed',
    });
    expect(stored.confirmedAt).toEqual(expect.any(String));

    expect(getFamilyConfirmation(familyDoc(ada.customerId, WEEK_1), WEEK_1)?.status).toBe(
      'confirmed',
    );
    const mirror = app.core.registry.open({ kind: 'confirmations', monday: WEEK_1 }).ydoc;
    expect(listConfirmations(mirror, WEEK_1).get(ada.customerId)?.status).toBe('confirmed');

    const staff = await app.request('GET', `/api/confirmations/weekly?weekStart=${WEEK_1}`, {
      token: app.tokens.staff,
    });
    expect(((await staff.json()) as ConfirmationJson[]).map((row) => row.customerId)).toEqual([
      ada.customerId,
    ]);
    expect((await own(ada.token, WEEK_1))?.status).toBe('confirmed');
    expect(await own(ada.token, WEEK_2)).toBeNull();
  });

  it('undoes one week only', async () => {
    await confirm(ada.token, { weekStart: WEEK_1, status: 'confirmed', details: {} });
    await confirm(ada.token, {
      weekStart: WEEK_2,
      status: 'not_coming',
      details: { absentDays: [WEDNESDAY_2] },
    });
    const response = await undo(ada.token, WEEK_1);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(await own(ada.token, WEEK_1)).toBeNull();
    expect((await own(ada.token, WEEK_2))?.status).toBe('not_coming');
    expect(getFamilyConfirmation(familyDoc(ada.customerId, WEEK_1), WEEK_1)).toBeNull();
    expect(getFamilyConfirmation(familyDoc(ada.customerId, WEEK_2), WEEK_2)?.status).toBe(
      'not_coming',
    );
    const staff = await app.request('GET', `/api/confirmations/weekly?weekStart=${WEEK_2}`, {
      token: app.tokens.staff,
    });
    expect(((await staff.json()) as ConfirmationJson[]).map((row) => row.status)).toEqual([
      'not_coming',
    ]);
  });

  it('accepts undoing a week that has no answer', async () => {
    const response = await undo(ada.token, WEEK_1);
    expect(response.status).toBe(200);
    expect(await own(ada.token, WEEK_1)).toBeNull();
  });
});

describe('the default days', () => {
  it('hold a schedule change to a scheduled day', async () => {
    const change = (day: string) =>
      confirm(ada.token, {
        weekStart: WEEK_1,
        status: 'schedule_change',
        details: {
          scheduleChangeDay: day,
          scheduleChangeType: 'early_pick',
          scheduleChangeTime: '14:00',
        },
      });
    const tuesday = await change(TUESDAY_1);
    expect(tuesday.status).toBe(400);
    expect(await tuesday.text()).toContain(`you are not scheduled on Tuesday (${TUESDAY_1})`);
    expect(await own(ada.token, WEEK_1)).toBeNull();
    expect((await change(WEDNESDAY_1)).status).toBe(200);
  });

  it('hold an extra day to a day not scheduled', async () => {
    const extra = (day: string) =>
      confirm(ada.token, {
        weekStart: WEEK_1,
        status: 'extra_day_request',
        details: { requestExtraDay: day, extraDayReason: 'Need extra day' },
      });
    const monday = await extra(WEEK_1);
    expect(monday.status).toBe(400);
    expect(await monday.text()).toContain(`Monday (${WEEK_1}) is one of your scheduled days`);
    expect((await extra(THURSDAY_1)).status).toBe(200);
  });
});

describe('one family never reaches another', () => {
  it("refuses another family's child in the body and stores nothing for either family", async () => {
    const response = await confirm(ada.token, {
      weekStart: WEEK_1,
      status: 'confirmed',
      details: {},
      customerId: alan.customerId,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('That child is not in your family');
    const undone = await undo(ada.token, WEEK_1, alan.customerId);
    expect(undone.status).toBe(403);
    const read = await app.request(
      'GET',
      `/api/customer/confirmation/${WEEK_1}?customerId=${alan.customerId}`,
      { token: ada.token },
    );
    expect(read.status).toBe(403);
    expect(await own(ada.token, WEEK_1)).toBeNull();
    expect(await own(alan.token, WEEK_1)).toBeNull();
    expect(getFamilyConfirmation(familyDoc(alan.customerId, WEEK_1), WEEK_1)).toBeNull();
  });

  it('reads and undoes only the caller’s own week', async () => {
    await confirm(ada.token, { weekStart: WEEK_1, status: 'confirmed', details: {} });
    expect(await own(alan.token, WEEK_1)).toBeNull();
    expect((await undo(alan.token, WEEK_1)).status).toBe(200);
    expect((await own(ada.token, WEEK_1))?.status).toBe('confirmed');
  });
});

describe('who may call', () => {
  it('keeps staff, the owner and anonymous callers out of the parent routes', async () => {
    const body = { weekStart: WEEK_1, status: 'confirmed', details: {} };
    for (const token of [app.tokens.staff, app.tokens.owner]) {
      expect((await confirm(token, body)).status).toBe(403);
      expect((await undo(token, WEEK_1)).status).toBe(403);
    }
    expect((await confirm(undefined, body)).status).toBe(401);
    expect((await app.request('GET', `/api/customer/confirmation/${WEEK_1}`)).status).toBe(401);
  });

  it('keeps a parent whose password change is due out until it is done', async () => {
    const fresh = await app.addFamily('Grace Hopper', { passwordChanged: false });
    const response = await confirm(fresh.token, { weekStart: WEEK_1, status: 'confirmed' });
    expect(response.status).toBe(403);
    expect(await own(ada.token, WEEK_1)).toBeNull();
  });

  it('keeps parents out of the staff read', async () => {
    const response = await app.request('GET', `/api/confirmations/weekly?weekStart=${WEEK_1}`, {
      token: ada.token,
    });
    expect(response.status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers 400 for a week not starting Monday and for an unknown status', async () => {
    const tuesday = await app.request('GET', `/api/customer/confirmation/${TUESDAY_1}`, {
      token: ada.token,
    });
    expect(tuesday.status).toBe(400);
    expect((await undo(ada.token, TUESDAY_1)).status).toBe(400);
    const staffTuesday = await app.request(
      'GET',
      `/api/confirmations/weekly?weekStart=${TUESDAY_1}`,
      {
        token: app.tokens.staff,
      },
    );
    expect(staffTuesday.status).toBe(400);
    const status = await confirm(ada.token, { weekStart: WEEK_1, status: 'maybe' });
    expect(status.status).toBe(400);
    expect(await status.text()).toContain('status must be one of');
    const notComing = await confirm(ada.token, { weekStart: WEEK_1, status: 'not_coming' });
    expect(await notComing.text()).toContain('Select at least one day you are not coming');
  });
});

describe('what a family may answer', () => {
  it('is the weeks from last week to twelve weeks ahead, on confirm and undo alike', async () => {
    for (const weekStart of [
      '1900-01-01',
      '2999-12-30',
      addWeeks(WEEK_1, -2),
      addWeeks(WEEK_1, 13),
    ]) {
      const answered = await confirm(ada.token, { weekStart, status: 'confirmed', details: {} });
      expect(answered.status, weekStart).toBe(400);
      expect(await answered.text()).toContain('Answers can be given only for the weeks of');
      expect((await undo(ada.token, weekStart)).status, weekStart).toBe(400);
    }
    for (const weekStart of [addWeeks(WEEK_1, -1), addWeeks(WEEK_1, 12)]) {
      const answered = await confirm(ada.token, { weekStart, status: 'confirmed', details: {} });
      expect(answered.status, weekStart).toBe(200);
    }
    expect(app.db.select().from(weeklyConfirmations).all()).toHaveLength(2);
  });

  it('holds reasons to the cap, and stores the same answer given again once', async () => {
    const answer = (reason: string) =>
      confirm(ada.token, {
        weekStart: WEEK_1,
        status: 'not_coming',
        details: { absentDays: [WEDNESDAY_1], reason },
      });
    const long = await answer('x'.repeat(MAX_REASON_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(`Reasons must be at most ${MAX_REASON_LENGTH} characters`);

    const audited = () =>
      app.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'confirmation.answered'))
        .all().length;
    const first = (await (await answer('Visiting grandparents')).json()) as ConfirmationJson;
    const stored = () => app.core.store.load(`family:${ada.customerId}:${WEEK_1}`);
    const before = stored();
    for (let n = 0; n < 3; n++) {
      const again = await answer('Visiting grandparents');
      expect(again.status).toBe(200);
      expect(((await again.json()) as ConfirmationJson).confirmedAt).toBe(first.confirmedAt);
    }
    expect(audited()).toBe(1);
    expect(stored()).toEqual(before);
  });
});
