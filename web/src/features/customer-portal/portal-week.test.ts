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
      closed: [],
    });
  });

  it('asks about no day the centre is closed, and offers none for an extra day', () => {
    const hours = {
      history: [
        {
          from: '2026-11-01',
          openingHours: {
            mon: { open: '07:30', close: '17:30' },
            tue: { open: '07:30', close: '17:30' },
            wed: { open: '07:30', close: '17:30' },
            thu: { open: '07:30', close: '17:30' },
          },
          standardDay: { start: '07:30', end: '17:30' },
        },
      ],
      closures: ['2026-11-25', '2026-11-26'],
    };
    expect(splitWeek(customer, '2026-11-23', hours)).toEqual({
      scheduled: ['2026-11-23'],
      open: ['2026-11-24'],
      closed: ['2026-11-25'],
    });
  });

  it('names each day choice by weekday and date', () => {
    expect(dayOptions(['2026-11-25'])).toEqual([
      { value: '2026-11-25', label: 'Wednesday 11-25-2026' },
    ]);
  });
});
