import { describe, expect, it } from 'vitest';
import { KioskCallError } from './kiosk-api.ts';
import { failureText, kioskFailureOf } from './kiosk-failure.ts';

describe('a failed kiosk call', () => {
  it('tells a wrong PIN from a revoked kiosk by the server’s sentence', () => {
    const wrong = new KioskCallError(401, 'That PIN is not known here; try again', null);
    expect(kioskFailureOf(wrong)).toEqual({ kind: 'wrong-pin' });
    expect(kioskFailureOf(new KioskCallError(401, 'Not signed in', null))).toEqual({
      kind: 'revoked',
    });
  });

  it('says how many minutes the kiosk is paused, from Retry-After', () => {
    const paused = kioskFailureOf(new KioskCallError(429, 'Too many wrong PINs', 299));
    expect(paused).toEqual({ kind: 'paused', minutes: 5 });
    expect(failureText(paused)).toBe(
      'This kiosk is paused for 5 minutes after too many wrong PINs. Please see the front desk.',
    );
  });

  it('shows the server’s own sentence for a refusal', () => {
    const refused = kioskFailureOf(new KioskCallError(403, 'Please see the front desk', null));
    expect(failureText(refused)).toBe('Please see the front desk');
  });

  it('reads a fetch that never reached the server as offline', () => {
    expect(kioskFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });
});
