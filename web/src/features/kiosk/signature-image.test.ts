import { MAX_SIGNATURE_BYTES, SIGNATURE_DATA_URL_PREFIX } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { fitsSignatureLimit } from './signature-image.ts';

function dataUrlOf(bytes: number): string {
  return SIGNATURE_DATA_URL_PREFIX + 'A'.repeat(Math.ceil(bytes / 3) * 4);
}

describe('the signature’s size', () => {
  it('fits when its PNG is at most 64 KiB', () => {
    expect(fitsSignatureLimit(dataUrlOf(MAX_SIGNATURE_BYTES - 3))).toBe(true);
  });

  it('does not fit past 64 KiB, so the kiosk scales it down', () => {
    expect(fitsSignatureLimit(dataUrlOf(MAX_SIGNATURE_BYTES + 3))).toBe(false);
  });
});
