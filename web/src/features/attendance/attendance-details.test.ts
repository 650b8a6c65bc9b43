import { describe, expect, it } from 'vitest';
import { detailsCost, hasValidTimes, initialDetails, stayMinutes } from './attendance-details.ts';

describe('the Edit Attendance Details dialog', () => {
  it('starts from the day’s own times, or 10:00 to 16:00 when it has none', () => {
    expect(initialDetails(null)).toEqual({
      arrivalTime: '10:00',
      departureTime: '16:00',
      pickupReason: '',
    });
    expect(
      initialDetails({ arrivalTime: '08:15', departureTime: '15:00', pickupReason: 'Dentist' }),
    ).toEqual({ arrivalTime: '08:15', departureTime: '15:00', pickupReason: 'Dentist' });
  });

  it("previews the cost at the child's rate between arrival and departure, never below 0", () => {
    const day = { arrivalTime: '09:15', departureTime: '12:35', pickupReason: '' };
    expect(stayMinutes(day)).toBe(200);
    expect(detailsCost(day, 2500)).toBe(8333);
    expect(detailsCost(day, 1250)).toBe(4167);
    expect(detailsCost({ ...day, departureTime: '08:00' }, 1250)).toBe(0);
  });

  it('previews nothing while a time box is cleared', () => {
    const cleared = { arrivalTime: '', departureTime: '16:00', pickupReason: '' };
    expect(hasValidTimes(cleared)).toBe(false);
    expect(stayMinutes(cleared)).toBe(0);
    expect(detailsCost(cleared, 1250)).toBe(0);
  });
});
