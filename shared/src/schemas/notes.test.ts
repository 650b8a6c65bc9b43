import { describe, expect, test } from 'vitest';
import {
  MAX_NOTE_LENGTH,
  NOTE_TYPES,
  saveWeeklyNotePayloadSchema,
  scheduleNoteSchema,
  weeklyNoteSchema,
  weekStartQuerySchema,
} from './notes.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const MONDAY = '2026-11-16';
const STAMP = '2026-11-16T15:00:00.000Z';

function messages(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('weekly notes', () => {
  test('there are financial, staff and customer notes', () => {
    expect(NOTE_TYPES).toEqual(['financial', 'staff', 'customer']);
    const note = weeklyNoteSchema.parse({
      id: 'n1',
      customerId: CUSTOMER_ID,
      weekStart: MONDAY,
      noteType: 'staff',
      createdAt: STAMP,
      updatedAt: STAMP,
    });
    expect(note.note).toBeNull();
    expect(
      weeklyNoteSchema.safeParse({ ...note, noteType: 'owner' }).error?.issues[0]?.message,
    ).toBe('noteType must be one of financial, staff, customer');
  });

  test('the save payload keeps the note as typed, empty included', () => {
    const body = { customerId: CUSTOMER_ID, weekStart: MONDAY, note: '  Late Tuesday\n' };
    expect(saveWeeklyNotePayloadSchema.parse(body)).toEqual(body);
    expect(saveWeeklyNotePayloadSchema.parse({ ...body, note: '' }).note).toBe('');
  });

  test('long staff notes pass; only storage-bounding lengths fail', () => {
    const body = { customerId: CUSTOMER_ID, weekStart: MONDAY };
    expect(
      saveWeeklyNotePayloadSchema.safeParse({ ...body, note: 'x'.repeat(20_000) }).success,
    ).toBe(true);
    expect(
      messages(
        saveWeeklyNotePayloadSchema.safeParse({ ...body, note: 'x'.repeat(MAX_NOTE_LENGTH + 1) }),
      ),
    ).toEqual(['note must be at most 100000 characters']);
  });

  test('the save payload rejects a non-Monday week, a missing note and extra fields', () => {
    const body = { customerId: CUSTOMER_ID, weekStart: MONDAY, note: 'ok' };
    expect(
      messages(saveWeeklyNotePayloadSchema.safeParse({ ...body, weekStart: '2026-11-19' })),
    ).toEqual(['weekStart must be a Monday (YYYY-MM-DD)']);
    expect(
      messages(
        saveWeeklyNotePayloadSchema.safeParse({ customerId: CUSTOMER_ID, weekStart: MONDAY }),
      ),
    ).toEqual(['note must be text']);
    expect(saveWeeklyNotePayloadSchema.safeParse({ ...body, noteType: 'staff' }).success).toBe(
      false,
    );
  });
});

describe('weekStartQuerySchema', () => {
  test('needs a Monday', () => {
    expect(weekStartQuerySchema.parse({ weekStart: MONDAY, _: '123' })).toEqual({
      weekStart: MONDAY,
    });
    expect(messages(weekStartQuerySchema.safeParse({}))).toEqual([
      'weekStart is required (a Monday, YYYY-MM-DD)',
    ]);
    expect(messages(weekStartQuerySchema.safeParse({ weekStart: '2026-11-22' }))).toEqual([
      'weekStart must be a Monday (YYYY-MM-DD)',
    ]);
  });
});

describe('scheduleNoteSchema', () => {
  test("status defaults to 'attending'", () => {
    const note = scheduleNoteSchema.parse({
      id: 'sn1',
      customerId: CUSTOMER_ID,
      date: '2026-11-18',
      createdAt: STAMP,
      updatedAt: STAMP,
    });
    expect(note).toMatchObject({ status: 'attending', note: null });
    expect(scheduleNoteSchema.safeParse({ ...note, date: '11-18-2026' }).success).toBe(false);
  });
});
