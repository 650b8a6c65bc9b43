import { getFamilyConfirmation, setFamilyConfirmation } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type ChildWeek, confirmAllToast, confirmUnanswered } from './confirm-unanswered.ts';

const MONDAY = '2026-11-23';
const AT = new Date('2026-11-23T08:00:00Z');

function childWeek(name: string, scheduled: string[]): ChildWeek {
  return {
    child: {
      name,
      defaultMonday: scheduled.includes(MONDAY),
      defaultTuesday: false,
      defaultWednesday: scheduled.includes('2026-11-25'),
      defaultThursday: false,
      defaultFriday: false,
    },
    doc: new Y.Doc(),
    scheduled,
  };
}

describe('confirming the week for all children', () => {
  it('confirms every scheduled child with no answer, and keeps the answers already given', () => {
    const maya = childWeek('Maya', [MONDAY, '2026-11-25']);
    const leo = childWeek('Leo', [MONDAY]);
    const sam = childWeek('Sam', ['2026-11-25']);
    setFamilyConfirmation(
      leo.doc,
      { weekStart: MONDAY, status: 'not_coming', details: { absentDays: [MONDAY] } },
      AT,
    );

    const result = confirmUnanswered([maya, leo, sam], MONDAY, AT);

    expect(result).toEqual({
      confirmed: ['Maya', 'Sam'],
      alreadyAnswered: ['Leo'],
      notScheduled: [],
      failed: [],
    });
    expect(getFamilyConfirmation(maya.doc, MONDAY)?.status).toBe('confirmed');
    expect(getFamilyConfirmation(sam.doc, MONDAY)?.status).toBe('confirmed');
    expect(getFamilyConfirmation(leo.doc, MONDAY)?.status).toBe('not_coming');
  });

  it('confirms nothing for a child with no scheduled day that week', () => {
    const ava = childWeek('Ava', []);
    expect(confirmUnanswered([ava], MONDAY, AT).notScheduled).toEqual(['Ava']);
    expect(getFamilyConfirmation(ava.doc, MONDAY)).toBeNull();
  });

  it('says in the toast whom it confirmed and why it left the others', () => {
    const toast = confirmAllToast(
      { confirmed: ['Maya', 'Sam'], alreadyAnswered: ['Leo'], notScheduled: ['Ava'], failed: [] },
      MONDAY,
    );
    expect(toast).toEqual({
      title: 'Week of 11-23-2026 confirmed!',
      description:
        'Confirmed for Maya and Sam. Leo already had an answer. Ava: no scheduled days this week.',
      variant: 'default',
    });
  });

  it('says so when there was nothing left to confirm, and fails loudly when a save failed', () => {
    const none = confirmAllToast(
      { confirmed: [], alreadyAnswered: ['Maya', 'Leo'], notScheduled: [], failed: [] },
      MONDAY,
    );
    expect(none.title).toBe('Nothing to confirm');
    const failed = confirmAllToast(
      { confirmed: ['Maya'], alreadyAnswered: [], notScheduled: [], failed: ['Leo'] },
      MONDAY,
    );
    expect(failed).toMatchObject({
      title: 'Failed to update attendance',
      description: 'Confirmed for Maya. Not saved for Leo.',
      variant: 'destructive',
    });
  });
});
