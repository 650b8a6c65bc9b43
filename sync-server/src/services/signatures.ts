/**
 * @module
 * Signatures drawn at the kiosk (decision 028): a PNG sent as a data URL, checked here, stored in
 * SQLite with the child, the contact and the kiosk, and read back by staff. A visit in a week
 * document holds only the id: an image is no document's business (decision 014), and a row can
 * be erased with its child (decision 017) where a document's history would keep it.
 */
import { MAX_SIGNATURE_BYTES, SIGNATURE_DATA_URL_PREFIX } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signatures } from '../db/schema.ts';

// Every PNG file starts with these eight bytes.
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A signature as sent, read: the image, or why it was refused. */
export type SignatureReading =
  | { ok: true; png: Buffer }
  | { ok: false; tooLarge: boolean; message: string };

/** Reads a signature data URL: a PNG, in base64, of at most MAX_SIGNATURE_BYTES. */
export function readSignature(dataUrl: string): SignatureReading {
  if (!dataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX)) {
    return refuse(`The signature must be a PNG image sent as ${SIGNATURE_DATA_URL_PREFIX}…`);
  }
  const base64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  // Judged by its length before anything is decoded: three bytes for every four characters.
  if (Math.floor(base64.length / 4) * 3 > MAX_SIGNATURE_BYTES + 2) {
    return {
      ok: false,
      tooLarge: true,
      message: `The signature is too large (at most ${MAX_SIGNATURE_BYTES / 1024} KiB)`,
    };
  }
  if (!BASE64.test(base64)) return refuse('The signature is not valid base64');
  const png = Buffer.from(base64, 'base64');
  if (png.byteLength > MAX_SIGNATURE_BYTES) {
    return {
      ok: false,
      tooLarge: true,
      message: `The signature is too large (at most ${MAX_SIGNATURE_BYTES / 1024} KiB)`,
    };
  }
  if (png.byteLength < PNG_MAGIC.byteLength || !png.subarray(0, 8).equals(PNG_MAGIC)) {
    return refuse('The signature is not a PNG image');
  }
  return { ok: true, png };
}

function refuse(message: string): SignatureReading {
  return { ok: false, tooLarge: false, message };
}

/** One signature row to store with the visit that names it. */
export type NewSignature = typeof signatures.$inferInsert;

/** Stores signatures, inside the transaction that stores the visits naming them. */
export function storeSignatures(tx: Db, rows: readonly NewSignature[]): void {
  if (rows.length > 0)
    tx.insert(signatures)
      .values([...rows])
      .run();
}

/** A signature's image; undefined when there is none (never made, or erased with its child). */
export function findSignaturePng(db: Db, id: string): Buffer | undefined {
  return db.select({ png: signatures.png }).from(signatures).where(eq(signatures.id, id)).get()
    ?.png;
}
