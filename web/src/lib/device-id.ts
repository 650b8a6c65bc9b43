/**
 * @module
 * This browser's device id (issue 14): a random UUID made the first time it is asked for and
 * kept in local storage, so the audit log can say which device made a change ("Maria on the
 * front-desk tablet"). It is sent with every REST call (header `X-Cubby-Device`) and every sync
 * connection (param `device`). It names a device, not a person: signing out keeps it.
 */

/** Where the id is kept. */
export const DEVICE_ID_STORAGE_KEY = 'cubby.device-id';

/** The header every REST call carries it in. */
export const DEVICE_ID_HEADER = 'X-Cubby-Device';

/** The storage the id lives in: local storage in the browser, a stand-in in tests. */
export type DeviceIdStorage = Pick<Storage, 'getItem' | 'setItem'>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Used when storage refuses (private browsing): the id then lasts as long as the page.
let unstoredId: string | null = null;

/** Whether `value` is a UUID as this module writes them; the server ignores anything else. */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** This browser's id, made and saved on first use. */
export function deviceId(storage: DeviceIdStorage = localStorage): string {
  try {
    const saved = storage.getItem(DEVICE_ID_STORAGE_KEY);
    if (isDeviceId(saved)) return saved;
    const made = unstoredId ?? newDeviceId();
    storage.setItem(DEVICE_ID_STORAGE_KEY, made);
    unstoredId = null;
    return made;
  } catch {
    unstoredId ??= newDeviceId();
    return unstoredId;
  }
}

/**
 * A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, and a day-care may well
 * serve Cubby over plain HTTP on its own network; `getRandomValues` works everywhere.
 */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
