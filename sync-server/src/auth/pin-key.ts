/**
 * @module
 * The server's key for kiosk PIN lookups: 32 random bytes in the file `pin-key` beside the
 * database, made on first start, private to Cubby's user like the database (decision 017). It is
 * never in the database, so a copy of the database or of a backup holds PIN lookups that cannot
 * be tested against guesses without it (decision 027).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateFile, PRIVATE_FILE_MODE } from '../db/file-modes.ts';

/** The key file's name inside the data directory. */
export const PIN_KEY_FILE = 'pin-key';

const KEY_BYTES = 32;

/** The data directory's PIN key, made (and kept) on the first call. */
export function loadPinKey(dataDir: string): Uint8Array {
  const file = path.join(dataDir, PIN_KEY_FILE);
  if (!existsSync(file)) {
    const key = new Uint8Array(KEY_BYTES);
    crypto.getRandomValues(key);
    // 'wx': never replace a key another start made meanwhile; every PIN depends on it.
    writeFileSync(file, key, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  }
  ensurePrivateFile(file);
  const key = new Uint8Array(readFileSync(file));
  if (key.length !== KEY_BYTES) {
    throw new Error(
      `${file} is not a PIN key (${key.length} bytes, expected ${KEY_BYTES}); restore it from where the data directory was backed up`,
    );
  }
  return key;
}
