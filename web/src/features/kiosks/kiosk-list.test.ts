import { describe, expect, it } from 'vitest';
import {
  addedLine,
  type KioskDevice,
  lastSeenLine,
  orderKiosks,
  stoppedLine,
} from './kiosk-list.ts';

function kiosk(id: string, overrides: Partial<KioskDevice> = {}): KioskDevice {
  return {
    id,
    name: `Kiosk ${id}`,
    createdAt: '2026-06-17T14:05:00.000Z',
    createdBy: 'Maria Lopez',
    lastSeenAt: null,
    revoked: false,
    revokedAt: null,
    revokedReason: null,
    revokedBy: null,
    ...overrides,
  };
}

describe('orderKiosks', () => {
  it('lists the working kiosks first and the revoked ones after, each in the given order', () => {
    const ordered = orderKiosks([
      kiosk('a', { revoked: true }),
      kiosk('b'),
      kiosk('c', { revoked: true }),
      kiosk('d'),
    ]);
    expect(ordered.map((device) => device.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('addedLine', () => {
  it("says who added the kiosk and when, on the facility's clock", () => {
    expect(addedLine(kiosk('a'), 'America/New_York')).toBe(
      'Added by Maria Lopez, 06-17-2026 10:05 AM',
    );
    expect(addedLine(kiosk('a'), 'Europe/Paris')).toBe('Added by Maria Lopez, 06-17-2026 4:05 PM');
  });

  it('says only who when the time does not read', () => {
    expect(addedLine(kiosk('a', { createdAt: 'soon' }), 'UTC')).toBe('Added by Maria Lopez');
  });
});

describe('lastSeenLine', () => {
  it('says when the kiosk was last heard from', () => {
    const seen = kiosk('a', { lastSeenAt: '2026-06-18T12:30:00.000Z' });
    expect(lastSeenLine(seen, 'America/New_York')).toBe('Last seen 06-18-2026 8:30 AM');
  });

  it('says a kiosk that never asked the server anything has not been used yet', () => {
    expect(lastSeenLine(kiosk('a'), 'UTC')).toBe('Not used yet');
  });
});

describe('stoppedLine', () => {
  const revokedAt = '2026-06-18T13:00:00.000Z';

  it('says nothing of a kiosk that works', () => {
    expect(stoppedLine(kiosk('a'), 'UTC')).toBeNull();
  });

  it('says who revoked a kiosk and when', () => {
    const revoked = kiosk('a', {
      revoked: true,
      revokedAt,
      revokedReason: 'revoked',
      revokedBy: 'Sam Lee',
    });
    expect(stoppedLine(revoked, 'America/New_York')).toBe('Revoked by Sam Lee, 06-18-2026 9:00 AM');
  });

  it('says a kiosk ended with the account that added it', () => {
    const ended = kiosk('a', {
      revoked: true,
      revokedAt,
      revokedReason: 'creator-deactivated',
      revokedBy: 'The Owner',
    });
    expect(stoppedLine(ended, 'UTC')).toBe(
      'Stopped: the account that added it was deactivated, 06-18-2026 1:00 PM',
    );
    const noRecord = kiosk('a', { revoked: true, revokedReason: 'creator-deactivated' });
    expect(stoppedLine(noRecord, 'UTC')).toBe('Stopped: the account that added it was deactivated');
  });
});
