import { describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, type DeviceIdStorage, deviceId, isDeviceId } from './device-id.ts';

function memoryStorage(initial: Record<string, string> = {}): DeviceIdStorage & {
  saved: Map<string, string>;
} {
  const saved = new Map(Object.entries(initial));
  return {
    saved,
    getItem: (key) => saved.get(key) ?? null,
    setItem: (key, value) => void saved.set(key, value),
  };
}

describe('the device id', () => {
  it('is a UUID made on first use and kept under cubby.device-id', () => {
    const storage = memoryStorage();
    const id = deviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.saved.get(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });

  it('stays the same on every later call', () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(deviceId(storage)).toBe(first);
    expect(deviceId(storage)).toBe(first);
  });

  it('differs between two browsers', () => {
    expect(deviceId(memoryStorage())).not.toBe(deviceId(memoryStorage()));
  });

  it('replaces a stored value that is not a UUID', () => {
    const storage = memoryStorage({ [DEVICE_ID_STORAGE_KEY]: 'tablet<script>' });
    const id = deviceId(storage);
    expect(isDeviceId(id)).toBe(true);
    expect(storage.saved.get(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });

  it('still answers one id for the page when storage refuses', () => {
    const refusing: DeviceIdStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const id = deviceId(refusing);
    expect(isDeviceId(id)).toBe(true);
    expect(deviceId(refusing)).toBe(id);
  });
});
