/**
 * @module
 * The signature as the server takes it: a PNG data URL of at most 64 KiB (DESIGN section 7). A
 * signature on a wide tablet can pass that, so the drawing is scaled down until it fits.
 */
import { MAX_SIGNATURE_BYTES, SIGNATURE_DATA_URL_PREFIX } from '@cubby/shared/kiosk-answers';

/** Whether a PNG data URL is within the server's limit (base64 holds 3 bytes in 4 characters). */
export function fitsSignatureLimit(dataUrl: string): boolean {
  const base64 = dataUrl.length - SIGNATURE_DATA_URL_PREFIX.length;
  return Math.ceil(base64 / 4) * 3 <= MAX_SIGNATURE_BYTES;
}

/** The scales tried in turn: whole, then smaller, until the PNG fits. */
export const SIGNATURE_SCALES = [1, 0.75, 0.5, 0.35, 0.25] as const;

/** The drawing as a PNG data URL that fits, or undefined if even the smallest does not. */
export function signatureDataUrl(canvas: HTMLCanvasElement): string | undefined {
  for (const scale of SIGNATURE_SCALES) {
    const url = scale === 1 ? canvas.toDataURL('image/png') : scaledCopy(canvas, scale);
    if (fitsSignatureLimit(url)) return url;
  }
  return undefined;
}

function scaledCopy(canvas: HTMLCanvasElement, scale: number): string {
  const copy = document.createElement('canvas');
  copy.width = Math.max(1, Math.round(canvas.width * scale));
  copy.height = Math.max(1, Math.round(canvas.height * scale));
  copy.getContext('2d')?.drawImage(canvas, 0, 0, copy.width, copy.height);
  return copy.toDataURL('image/png');
}
