import type { DirectoryContact } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { mayHoldKioskPin } from './kiosk-pin-holders.ts';

function contact(
  roles: DirectoryContact['roles'],
  { mustNotCollect = false, approved = true } = {},
) {
  return { roles, mustNotCollect, approved };
}

describe('mayHoldKioskPin', () => {
  it('offers a PIN to a guardian and to a pick-up person', () => {
    expect(mayHoldKioskPin(contact(['guardian']))).toBe(true);
    expect(mayHoldKioskPin(contact(['pickup']))).toBe(true);
    expect(mayHoldKioskPin(contact(['guardian', 'emergency', 'pickup']))).toBe(true);
  });

  it('offers none to an emergency contact who does not collect', () => {
    expect(mayHoldKioskPin(contact(['emergency']))).toBe(false);
    expect(mayHoldKioskPin(contact([]))).toBe(false);
  });

  it('offers none to someone who must not collect, whatever their roles', () => {
    expect(mayHoldKioskPin(contact(['guardian'], { mustNotCollect: true }))).toBe(false);
  });

  it('offers none to a proposed pick-up person until staff approve them', () => {
    expect(mayHoldKioskPin(contact(['pickup'], { approved: false }))).toBe(false);
  });
});
