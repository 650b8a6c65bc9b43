/**
 * @module
 * `confirmations:{monday}`: every family's confirmation of one week, and staff's answers to the
 * week's extra-day requests, so a staff screen follows the whole week through one document.
 * Only the server writes it, mirroring family documents.
 */
import type * as Y from 'yjs';
import { type ExtraDayDecision, extraDayDecisionSchema } from '../schemas/extra-day-decision.ts';
import { stampSchemaVersion } from './doc-meta.ts';
import { readWeekConfirmation, type WeekConfirmation } from './week-confirmation.ts';

/** Layout version of confirmations documents. */
export const CONFIRMATIONS_DOC_VERSION = 1;

const CONFIRMATIONS = 'confirmations';
const DECISIONS = 'decisions';

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

/** The decisions map (customerId to decision), for observers. */
export function decisionsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(DECISIONS);
}

/**
 * Staff's answer to each family's extra-day request of the week, keyed by customer id; only
 * answers to the request the family holds now are mirrored (see `getExtraDayDecision`).
 */
export function listDecisions(doc: Y.Doc): Map<string, ExtraDayDecision> {
  const decisions = new Map<string, ExtraDayDecision>();
  for (const [customerId, value] of decisionsMap(doc)) {
    const parsed = extraDayDecisionSchema.safeParse(value);
    if (parsed.success) decisions.set(customerId, parsed.data);
  }
  return decisions;
}

/** Mirrors one family's decision (null removes it); writes only when it changed. */
export function mirrorDecision(
  doc: Y.Doc,
  customerId: string,
  decision: ExtraDayDecision | null,
  origin?: unknown,
): void {
  const map = decisionsMap(doc);
  if (JSON.stringify(map.get(customerId) ?? null) === JSON.stringify(decision)) return;
  doc.transact(() => {
    stampSchemaVersion(doc, CONFIRMATIONS_DOC_VERSION);
    if (decision) map.set(customerId, decision);
    else map.delete(customerId);
  }, origin);
}
