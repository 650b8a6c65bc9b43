import { describe, expect, it } from 'vitest';
import { type AuditWords, describeChange, formatAuditValue } from './audit-change.ts';

// Chicago is UTC-6 in November: 14:02 UTC is 8:02 AM at the centre.
const words: AuditWords = {
  timeZone: 'America/Chicago',
  roomName: (id) => (id === 'room-1' ? 'Toddlers' : null),
};

describe("an entry's values", () => {
  it('write scalars in words and small objects as name: value pairs', () => {
    expect(formatAuditValue(12.5, words)).toBe('12.5');
    expect(formatAuditValue(false, words)).toBe('no');
    expect(formatAuditValue({ role: 'owner', active: true }, words)).toBe(
      'role: owner, active: yes',
    );
    expect(formatAuditValue({ checkOut: null }, words)).toBe('check out: none');
    expect(formatAuditValue({ mustNotCollect: false }, words)).toBe('must not collect: no');
    expect(formatAuditValue(['monday', 'friday'], words)).toBe('monday, friday');
  });

  it('name a room by the name it has, never by its id', () => {
    expect(formatAuditValue({ roomId: 'room-1' }, words)).toBe('room: Toddlers');
    expect(formatAuditValue({ roomId: 'room-gone' }, words)).toBe('room: a room no longer in use');
    expect(formatAuditValue({ roomId: null }, words)).toBe('room: none');
  });

  it("say instants on the facility's clock and dates and times as the screens do", () => {
    const clocked = {
      kind: 'work',
      roomId: 'room-1',
      startAt: '2026-11-16T14:02:00.000Z',
      endAt: null,
    };
    expect(formatAuditValue(clocked, words)).toBe(
      'kind: work, room: Toddlers, from: 11-16-2026 8:02 AM, to: none',
    );
    expect(formatAuditValue({ paid: true, dates: ['2026-11-16'] }, words)).toBe(
      'paid: yes, dates: 11-16-2026',
    );
    expect(formatAuditValue({ arrivalTime: '08:02' }, words)).toBe('arrival time: 8:02 AM');
    expect(formatAuditValue({ note: '2026-02-31' }, words)).toBe('note: 2026-02-31');
  });

  it('write amounts of money as money, and leave the device to its own column', () => {
    expect(formatAuditValue({ hourlyRate: '1250.00' }, words)).toBe('hourly rate: $1,250.00');
    expect(formatAuditValue({ deviceId: 'a1b2c3d4-e5f6', name: 'Front door' }, words)).toBe(
      'name: Front door',
    );
  });

  it('read as before → after, with none for a missing side', () => {
    expect(describeChange({ name: 'Maria' }, { name: 'Maria Lopez' }, words)).toBe(
      'name: Maria → name: Maria Lopez',
    );
    expect(describeChange(null, { paid: true }, words)).toBe('none → paid: yes');
    expect(describeChange({ paid: true }, null, words)).toBe('paid: yes → none');
    expect(describeChange(null, undefined, words)).toBeNull();
  });
});
