import { randomUUID } from 'node:crypto';
import { addDays, addWeeks } from '@cubby/shared/dates';
import { getFinancialNote, getStaffNote } from '@cubby/shared/docs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduleNotes } from '../db/schema.ts';
import { facilityMonday } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

// A week a family may answer now (decision 066), and the next.
const MONDAY = facilityMonday();
const NEXT_MONDAY = addWeeks(MONDAY, 1);
const SUNDAY_BEFORE = addDays(MONDAY, -1);
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const SUNDAY = addDays(MONDAY, 6);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface NoteJson {
  customerId: string;
  weekStart: string;
  noteType: string;
  note: string | null;
}

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
});
afterEach(() => app.close());

const save = (type: string, token: string | undefined, body: Record<string, unknown>) =>
  app.request('POST', `/api/weekly-notes/${type}`, { token, body });
const list = (type: string, token: string | undefined, weekStart = MONDAY) =>
  app.request('GET', `/api/weekly-notes/${type}?weekStart=${weekStart}`, { token });

describe('staff notes', () => {
  it('are saved by staff into the week document and read back for that week only', async () => {
    const body = { customerId: ada.customerId, weekStart: MONDAY, note: 'Bring a sun hat' };
    const response = await save('staff', app.tokens.staff, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...body, noteType: 'staff' });
    const week = app.core.registry.open({ kind: 'week', monday: MONDAY }).ydoc;
    expect(getStaffNote(week, ada.customerId)).toBe('Bring a sun hat');

    for (const token of [app.tokens.staff, app.tokens.owner]) {
      const notes = (await (await list('staff', token)).json()) as NoteJson[];
      expect(notes.map((note) => note.note)).toEqual(['Bring a sun hat']);
    }
    expect(await (await list('staff', app.tokens.staff, NEXT_MONDAY)).json()).toEqual([]);
  });

  it('answer an empty note for clearing one that was never written', async () => {
    const body = { customerId: ada.customerId, weekStart: MONDAY, note: '' };
    const response = await save('staff', app.tokens.staff, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...body, noteType: 'staff' });
  });

  it('are written by staff only and never reach parents', async () => {
    const body = { customerId: ada.customerId, weekStart: MONDAY, note: 'x' };
    expect((await save('staff', app.tokens.owner, body)).status).toBe(403);
    expect((await save('staff', ada.token, body)).status).toBe(403);
    expect((await save('staff', undefined, body)).status).toBe(401);
    expect((await list('staff', ada.token)).status).toBe(403);
  });
});

describe('financial notes', () => {
  it('are saved by the owner into the finance document', async () => {
    const body = { customerId: ada.customerId, weekStart: MONDAY, note: 'Paid by cheque' };
    const response = await save('financial', app.tokens.owner, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...body, noteType: 'financial' });
    const finance = app.core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc;
    expect(getFinancialNote(finance, ada.customerId)).toBe('Paid by cheque');
    const notes = (await (await list('financial', app.tokens.owner)).json()) as NoteJson[];
    expect(notes.map((note) => note.note)).toEqual(['Paid by cheque']);
  });

  it('need an owner token to read or write', async () => {
    const body = { customerId: ada.customerId, weekStart: MONDAY, note: 'x' };
    expect((await save('financial', app.tokens.staff, body)).status).toBe(403);
    expect((await list('financial', app.tokens.staff)).status).toBe(403);
    expect((await list('financial', ada.token)).status).toBe(403);
    const finance = app.core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc;
    expect(getFinancialNote(finance, ada.customerId)).toBe('');
  });
});

describe('bad note requests', () => {
  it('answer 404 for an unknown customer or note type, 400 for a week not starting Monday', async () => {
    const unknown = await save('staff', app.tokens.staff, {
      customerId: UNKNOWN_ID,
      weekStart: MONDAY,
      note: 'x',
    });
    expect(unknown.status).toBe(404);
    expect((await list('gossip', app.tokens.staff)).status).toBe(404);
    expect((await save('gossip', app.tokens.staff, {})).status).toBe(404);
    const tuesday = await save('staff', app.tokens.staff, {
      customerId: ada.customerId,
      weekStart: TUESDAY,
      note: 'x',
    });
    expect(tuesday.status).toBe(400);
    expect(await tuesday.text()).toBe('weekStart: weekStart must be a Monday (YYYY-MM-DD)');
    expect((await list('staff', app.tokens.staff, TUESDAY)).status).toBe(400);
    expect(
      (await app.request('GET', '/api/weekly-notes/staff', { token: app.tokens.staff })).status,
    ).toBe(400);
  });
});

describe('customer notes', () => {
  it('are the reasons families gave, read-only for staff', async () => {
    const confirm = await app.request('POST', '/api/customer/schedule/confirm-week', {
      token: ada.token,
      body: {
        weekStart: MONDAY,
        status: 'not_coming',
        details: {
          absentDays: [WEDNESDAY],
          reason: 'Visiting grandma',
          alsoConfirmOthers: true,
        },
      },
    });
    expect(confirm.status).toBe(200);
    for (const token of [app.tokens.staff, app.tokens.owner]) {
      const response = await list('customer', token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        {
          customerId: ada.customerId,
          weekStart: MONDAY,
          noteType: 'customer',
          status: 'not_coming',
          note: 'Visiting grandma',
          details: {
            absentDays: [WEDNESDAY],
            reason: 'Visiting grandma',
            alsoConfirmOthers: true,
          },
        },
      ]);
    }
    expect(await (await list('customer', app.tokens.staff, NEXT_MONDAY)).json()).toEqual([]);
    const write = await save('customer', app.tokens.staff, {
      customerId: ada.customerId,
      weekStart: MONDAY,
      note: 'x',
    });
    expect(write.status).toBe(405);
    expect((await list('customer', ada.token)).status).toBe(403);
  });
});

describe('GET /api/schedule-notes/weekly', () => {
  it('lists the notes dated Monday to Sunday of the week', async () => {
    const insert = (date: string) =>
      app.db
        .insert(scheduleNotes)
        .values({ id: randomUUID(), customerId: ada.customerId, date, note: date })
        .run();
    for (const date of [SUNDAY_BEFORE, WEDNESDAY, SUNDAY, NEXT_MONDAY]) insert(date);
    const response = await app.request('GET', `/api/schedule-notes/weekly?weekStart=${MONDAY}`, {
      token: app.tokens.staff,
    });
    expect(response.status).toBe(200);
    const notes = (await response.json()) as Array<{ date: string; status: string }>;
    expect(notes.map((note) => note.date)).toEqual([WEDNESDAY, SUNDAY]);
    expect(notes[0]?.status).toBe('attending');
    const tuesday = await app.request('GET', `/api/schedule-notes/weekly?weekStart=${TUESDAY}`, {
      token: app.tokens.staff,
    });
    expect(tuesday.status).toBe(400);
    const parent = await app.request('GET', `/api/schedule-notes/weekly?weekStart=${MONDAY}`, {
      token: ada.token,
    });
    expect(parent.status).toBe(403);
  });
});
