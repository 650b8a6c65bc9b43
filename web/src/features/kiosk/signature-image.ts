/**
 * @module
 * The signature as the server takes it: a PNG data URL of at most 64 KiB (DESIGN section 7). A
 * signature on a wide tablet can pass that, so the drawing is scaled down until it fits.
 */

/** The longest signature data URL the server accepts. */
export const MAX_SIGNATURE_CHARS = 64 * 1024;

/** The scales tried in turn: whole, then smaller, until the PNG fits. */
export const SIGNATURE_SCALES = [1, 0.75, 0.5, 0.35, 0.25] as const;

/** The drawing as a PNG data URL that fits, or undefined if even the smallest does not. */
export function signatureDataUrl(canvas: HTMLCanvasElement): string | undefined {
  for (const scale of SIGNATURE_SCALES) {
    const url = scale === 1 ? canvas.toDataURL('image/png') : scaledCopy(canvas, scale);
    if (url.length <= MAX_SIGNATURE_CHARS) return url;
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
