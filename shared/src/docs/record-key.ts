/**
 * @module
 * Composite keys for flat Y.Maps. A field of a record gets its own key so that two devices that
 * edit different fields of one record offline both keep their edit; a nested Y.Map created
 * under one key on two devices would instead lose one device's whole record.
 */

const SEPARATOR = '|';

/** Joins key parts; parts must not contain the separator (ids and ISO dates never do). */
export function joinKey(...parts: string[]): string {
  return parts.join(SEPARATOR);
}

/** Splits a key into exactly `count` parts, or null when it has another shape. */
export function splitKey(key: string, count: number): string[] | null {
  const parts = key.split(SEPARATOR);
  return parts.length === count && parts.every((part) => part.length > 0) ? parts : null;
}
