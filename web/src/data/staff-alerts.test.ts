import type { StaffAlert } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { newAlerts } from './staff-alerts.ts';

const alert = (id: string): StaffAlert => ({
  id,
  at: '2026-11-19T16:02:00.000Z',
  kind: 'kiosk-locked',
  deviceName: 'Front door',
  message: 'The kiosk "Front door" is paused for 5 minutes after too many wrong PINs in a row.',
});

describe('new staff alerts', () => {
  it('are those a screen had not seen, oldest first', () => {
    expect(newAlerts(new Set(['a']), [alert('a'), alert('b'), alert('c')])).toEqual([
      alert('b'),
      alert('c'),
    ]);
    expect(newAlerts(new Set(['a', 'b']), [alert('a'), alert('b')])).toEqual([]);
  });
});
