import { SPEC_DAY_HOURS } from '@cubby/shared/facility-hours';
import { describe, expect, it } from 'vitest';
import { checkHoursDraft, fromHoursDraft, isUnchanged, toHoursDraft } from './hours-draft.ts';

describe('the Opening Hours form', () => {
  it('starts from the hours saved and sends them back unchanged', () => {
    const draft = toHoursDraft(SPEC_DAY_HOURS);
    expect(draft.days.mon).toEqual({ open: true, opens: '10:00', closes: '16:00' });
    // A closed day offers the standard day's times to reopen with.
    expect(draft.days.sat).toEqual({ open: false, opens: '10:00', closes: '16:00' });
    expect(fromHoursDraft(draft)).toEqual(SPEC_DAY_HOURS);
    expect(isUnchanged(draft, SPEC_DAY_HOURS)).toBe(true);
  });

  it('leaves a closed day out, and keeps its times should it reopen', () => {
    const draft = toHoursDraft(SPEC_DAY_HOURS);
    draft.days.fri = { ...draft.days.fri, open: false };
    expect(fromHoursDraft(draft).openingHours.fri).toBeUndefined();
    expect(isUnchanged(draft, SPEC_DAY_HOURS)).toBe(false);
  });

  it('says by the day which one closes before it opens, and which time is missing', () => {
    const draft = toHoursDraft(SPEC_DAY_HOURS);
    draft.days.mon = { open: true, opens: '17:30', closes: '07:30' };
    draft.days.tue = { open: true, opens: '', closes: '17:30' };
    draft.end = '09:00';
    expect(checkHoursDraft(draft)).toEqual({
      change: null,
      problems: {
        mon: 'Monday must close after it opens',
        tue: 'Enter the opening time',
        standardDay: 'The standard day must end after it starts',
      },
    });
  });
});
