import type { DayVisit } from '@cubby/shared/day-record';
import { describe, expect, it } from 'vitest';
import { formatCheckIn, formatCheckOut, formatElapsed, withDropOff } from './visit-format.ts';

describe('formatElapsed', () => {
  it('writes minutes as whole hours and minutes', () => {
    expect(formatElapsed(0)).toBe('0h 0m');
    expect(formatElapsed(65)).toBe('1h 5m');
    expect(formatElapsed(600)).toBe('10h 0m');
  });

  it('never shows a negative duration', () => {
    expect(formatElapsed(-3)).toBe('0h 0m');
  });
});

const zone = 'America/New_York';
const tabletVisit: DayVisit = {
  id: 'v1',
  sourceIds: ['v1'],
  arrival: '08:02',
  departure: null,
  checkInTime: '2026-11-26T13:02:00.000Z',
  checkOutTime: null,
  forgotten: false,
  source: 'desk',
  droppedOffBy: null,
  collectedBy: null,
  checkInKiosk: null,
  checkOutKiosk: null,
  checkInSignature: null,
  checkOutSignature: null,
};
const kioskVisit: DayVisit = {
  ...tabletVisit,
  departure: '16:10',
  checkOutTime: '2026-11-26T21:10:00.000Z',
  source: 'kiosk',
  droppedOffBy: { contactId: 'p1', name: 'Ana Lopez', relationship: 'mother' },
  checkInKiosk: { deviceId: 'k1', name: 'Front door' },
  checkInSignature: 's1',
  collectedBy: { contactId: 'p2', name: 'Jo Lopez', relationship: 'grandfather' },
  checkOutKiosk: { deviceId: 'k1', name: 'Front door' },
};

describe('who brought and fetched a child', () => {
  it('names the contact and the kiosk beside the times', () => {
    expect(formatCheckIn(kioskVisit, zone)).toBe(
      'In at 8:02 AM, dropped off by Ana Lopez (mother) at the kiosk',
    );
    expect(formatCheckOut(kioskVisit, zone)).toBe(
      'Out at 4:10 PM, picked up by Jo Lopez (grandfather) at the kiosk',
    );
    expect(withDropOff(kioskVisit)).toBe(', dropped off by Ana Lopez (mother) at the kiosk');
  });

  it('says only the time of a staff tablet check-in, and nothing of a stay still open', () => {
    expect(formatCheckIn(tabletVisit, zone)).toBe('In at 8:02 AM');
    expect(withDropOff(tabletVisit)).toBe('');
    expect(formatCheckOut(tabletVisit, zone)).toBeNull();
  });

  it('leaves out the kiosk when a contact was named without one', () => {
    const named = { ...kioskVisit, checkInKiosk: null };
    expect(formatCheckIn(named, zone)).toBe('In at 8:02 AM, dropped off by Ana Lopez (mother)');
  });
});
