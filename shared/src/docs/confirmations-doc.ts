/**
 * @module
 * `confirmations:{monday}`: every family's confirmation of one week, so a staff screen follows
 * the whole week through one document. Only the server writes it, mirroring family documents.
 */
import type * as Y from 'yjs';
import { stampSchemaVersion } from './doc-meta.ts';
import { readWeekConfirmation, type WeekConfirmation } from './week-confirmation.ts';

/** Layout version of confirmations documents. */
export const CONFIRMATIONS_DOC_VERSION = 1;

const CONFIRMATIONS = 'confirmations';

/** The confirmations map (customerId to confirmation), for observers. */
export function confirmationsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(CONFIRMATIONS);
}

/** Every family's confirmation of the week, keyed by customer id. */
export function listConfirmations(doc: Y.Doc, monday: string): Map<string, WeekConfirmation> {
  const confirmations = new Map<string, WeekConfirmation>();
  for (const [customerId, value] of confirmationsMap(doc)) {
    const confirmation = readWeekConfirmation(value, monday);
    if (confirmation) confirmations.set(customerId, confirmation);
  }
  return confirmations;
}

/** Mirrors one family's confirmation (null removes it); writes only when it changed. */
export function mirrorConfirmation(
  doc: Y.Doc,
  customerId: string,
  confirmation: WeekConfirmation | null,
  origin?: unknown,
): void {
  const map = confirmationsMap(doc);
  const current = map.get(customerId);
  if (JSON.stringify(current ?? null) === JSON.stringify(confirmation)) return;
  doc.transact(() => {
    stampSchemaVersion(doc, CONFIRMATIONS_DOC_VERSION);
    if (confirmation) map.set(customerId, confirmation);
    else map.delete(customerId);
  }, origin);
}
