import { describe, expect, it } from 'vitest';
import { dayOptions, splitWeek } from './portal-week.ts';

const customer = {
  id: 'ada',
  name: 'Ada Lovelace',
  defaultMonday: true,
  defaultTuesday: false,
  defaultWednesday: true,
  defaultThursday: false,
  defaultFriday: false,
  familyId: 'ada',
  birthDate: null,
  allergies: null,
  medicalNotes: null,
};

describe('the portal’s week', () => {
  it('splits the week into the family’s scheduled days and the others', () => {
    expect(splitWeek(customer, '2026-11-23')).toEqual({
      scheduled: ['2026-11-23', '2026-11-25'],
      open: ['2026-11-24', '2026-11-26', '2026-11-27'],
    });
  });

  it('names each day choice by weekday and date', () => {
    expect(dayOptions(['2026-11-25'])).toEqual([
      { value: '2026-11-25', label: 'Wednesday 11-25-2026' },
    ]);
  });
});
