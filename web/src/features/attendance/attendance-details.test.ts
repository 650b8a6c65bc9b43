import { deriveDay } from '@cubby/shared/day-record';
import { instantAt } from '@cubby/shared/facility-clock';
import { describe, expect, it } from 'vitest';
import {
  detailsCost,
  hasValidTimes,
  initialDetails,
  otherVisitsMinutes,
  stayMinutes,
} from './attendance-details.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';

/** Ada's Monday with these visits ('HH:MM' pairs, null: still here), as the grid reads it. */
function dayOf(visits: Array<[string, string | null]>, today = MONDAY) {
  return deriveDay(
    {
      customerId: 'ada',
      date: MONDAY,
      visits: visits.map(([arrival, departure], index) => ({
        id: `v${index + 1}`,
        customerId: 'ada',
        date: MONDAY,
        checkInTime: instantAt(MONDAY, arrival, ZONE).toISOString(),
        checkOutTime: departure ? instantAt(MONDAY, departure, ZONE).toISOString() : null,
      })),
      markedPresent: visits.length === 0,
      keptPriceCents: null,
      hourlyRateCents: 1250,
      pickupReason: 'Dentist',
    },
    { today, timeZone: ZONE, hours: [] },
  );
}

describe('the Edit Attendance Details dialog', () => {
  it('starts from the visit’s own times, or 10:00 to 16:00 for a day without times', () => {
    expect(initialDetails(null)).toEqual({
      arrivalTime: '10:00',
      departureTime: '16:00',
      pickupReason: '',
    });
    expect(initialDetails(dayOf([]))).toMatchObject({
      arrivalTime: '10:00',
      departureTime: '16:00',
    });
    const twoVisits = dayOf([
      ['07:47', '07:51'],
      ['08:05', null],
    ]);
    expect(initialDetails(twoVisits, 'v1')).toEqual({
      arrivalTime: '07:47',
      departureTime: '07:51',
      pickupReason: 'Dentist',
    });
    // Still here: the departure box starts empty.
    expect(initialDetails(twoVisits, 'v2')).toMatchObject({
      arrivalTime: '08:05',
      departureTime: '',
    });
  });

  it("previews the day's cost at the child's rate: this visit and the day's others", () => {
    const day = { arrivalTime: '09:15', departureTime: '12:35', pickupReason: '' };
    expect(stayMinutes(day)).toBe(200);
    expect(detailsCost(day, 2500)).toBe(8333);
    expect(detailsCost(day, 1250)).toBe(4167);
    expect(detailsCost({ ...day, departureTime: '08:00' }, 1250)).toBe(0);
    const twoVisits = dayOf([
      ['07:47', '07:51'],
      ['08:05', '12:00'],
    ]);
    expect(otherVisitsMinutes(twoVisits, 'v2')).toBe(4);
    expect(detailsCost(day, 1250, otherVisitsMinutes(twoVisits, 'v2'))).toBe(4250);
  });

  it('previews nothing while a time box is cleared, unless the child may still be here', () => {
    const cleared = { arrivalTime: '', departureTime: '16:00', pickupReason: '' };
    expect(hasValidTimes(cleared)).toBe(false);
    expect(stayMinutes(cleared)).toBe(0);
    expect(detailsCost(cleared, 1250)).toBe(0);
    const stillHere = { arrivalTime: '08:00', departureTime: '', pickupReason: '' };
    expect(hasValidTimes(stillHere)).toBe(false);
    expect(hasValidTimes(stillHere, true)).toBe(true);
  });
});
