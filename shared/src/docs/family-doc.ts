/**
 * @module
 * `family:{customerId}:{monday}`: one family's confirmation of one week, and staff's answer to
 * its extra-day request. The family writes the confirmation from the portal, also offline; only
 * the server writes the answer (POST /api/confirmations/decision), so it reaches the family's
 * phone the way every change does. Staff and owner read both; the server mirrors them into
 * `confirmations:{monday}` and projects them into weekly_confirmations.
 */
import type * as Y from 'yjs';
import { mondayOf } from '../dates.ts';
import { type ExtraDayDecision, extraDayDecisionSchema } from '../schemas/extra-day-decision.ts';
import {
  COMMON_ROOT_NAMES,
  isMetaWellFormed,
  isPlainObject,
  readRoots,
  stampSchemaVersion,
} from './doc-meta.ts';
import {
  readWeekConfirmation,
  sameAnswer,
  stampWeekConfirmation,
  type WeekConfirmation,
} from './week-confirmation.ts';

/** Layout version of family documents. */
export const FAMILY_DOC_VERSION = 1;

const FAMILY = 'family';
const CONFIRMATION = 'confirmation';
const DECISION = 'decision';

/** The family map, for observers. */
export function familyMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(FAMILY);
}

/** The raw stored confirmation value, for validation of what a client wrote. */
export function readRawConfirmation(doc: Y.Doc): unknown {
  return familyMap(doc).get(CONFIRMATION);
}

/** The family's confirmation of the week, or null (status "none"). */
export function getFamilyConfirmation(doc: Y.Doc, monday: string): WeekConfirmation | null {
  return readWeekConfirmation(readRawConfirmation(doc), monday);
}

/**
 * Sets the week's confirmation; confirmedAt is kept from an earlier answer of the same week. The
 * same answer given again writes nothing and answers the stored one (decision 066).
 */
export function setFamilyConfirmation(
  doc: Y.Doc,
  input: Omit<WeekConfirmation, 'confirmedAt' | 'updatedAt'>,
  at: Date,
  origin?: unknown,
): WeekConfirmation {
  const previous = getFamilyConfirmation(doc, input.weekStart);
  if (previous && sameAnswer(input, previous)) return previous;
  const confirmation = stampWeekConfirmation(previous, input, at);
  doc.transact(() => {
    stampSchemaVersion(doc, FAMILY_DOC_VERSION);
    familyMap(doc).set(CONFIRMATION, confirmation);
  }, origin);
  return confirmation;
}

/** Undoes the week's answer, back to "none"; staff's answer to it goes with it. */
export function clearFamilyConfirmation(doc: Y.Doc, origin?: unknown): void {
  doc.transact(() => {
    if (familyMap(doc).has(CONFIRMATION)) familyMap(doc).delete(CONFIRMATION);
    if (familyMap(doc).has(DECISION)) familyMap(doc).delete(DECISION);
  }, origin);
}

/** The raw stored decision, to tell whether a client's update touched it. */
export function readRawDecision(doc: Y.Doc): unknown {
  return familyMap(doc).get(DECISION);
}

/**
 * Staff's answer to the week's extra-day request, or null: none given, or the family has since
 * asked for another day or changed its answer (an answer is about the day it was given for).
 */
export function getExtraDayDecision(doc: Y.Doc, monday: string): ExtraDayDecision | null {
  return decisionOf(getFamilyConfirmation(doc, monday), readRawDecision(doc));
}

/** The decision that answers `confirmation`, read from a stored value; null when none does. */
export function decisionOf(
  confirmation: Pick<WeekConfirmation, 'status' | 'details'> | null,
  value: unknown,
): ExtraDayDecision | null {
  const decision = readDecision(value);
  if (!decision || confirmation?.status !== 'extra_day_request') return null;
  return confirmation.details.requestExtraDay === decision.day ? decision : null;
}

/** Records staff's answer to the extra-day request (the server alone calls this). */
export function setExtraDayDecision(
  doc: Y.Doc,
  decision: ExtraDayDecision,
  origin?: unknown,
): void {
  doc.transact(() => {
    stampSchemaVersion(doc, FAMILY_DOC_VERSION);
    familyMap(doc).set(DECISION, decision);
  }, origin);
}

function readDecision(value: unknown): ExtraDayDecision | null {
  const parsed = extraDayDecisionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether a family document holds only what the portal and the server write: a valid
 * confirmation of its own week, or none, a valid decision on a day of that week, or none, and a
 * schema version. Every root is looked at, whatever type a client gave it,
 * and every key: the family's device is the one writer the server does not trust.
 */
export function isFamilyDocWellFormed(doc: Y.Doc, monday: string): boolean {
  const roots = readRoots(doc);
  for (const name of roots.keys()) {
    if (name !== FAMILY && !COMMON_ROOT_NAMES.includes(name)) return false;
  }
  if (!COMMON_ROOT_NAMES.every((name) => isMetaWellFormed(roots.get(name)))) return false;
  const family = roots.get(FAMILY);
  if (!family) return true;
  if (family.hasListContent) return false;
  for (const [key, value] of family.entries) {
    if (!isPlainObject(value)) return false;
    if (key === CONFIRMATION) {
      if (readWeekConfirmation(value, monday) === null) return false;
    } else if (key === DECISION) {
      const decision = readDecision(value);
      if (decision === null || mondayOf(decision.day) !== monday) return false;
    } else {
      return false;
    }
  }
  return true;
}

/**
 * A family's answer for the week, or staff's decision on its request, before and after a
 * change; null stands for none.
 */
export type FamilyKeyChange =
  | { record: 'confirmation'; before: WeekConfirmation | null; after: WeekConfirmation | null }
  | { record: 'decision'; before: ExtraDayDecision | null; after: ExtraDayDecision | null };

/** Reads a change of one key of a family document of the week `monday`; null for anything else. */
export function readFamilyKeyChange(
  root: string,
  key: string,
  before: unknown,
  after: unknown,
  monday: string,
): FamilyKeyChange | null {
  if (root !== FAMILY) return null;
  if (key === DECISION) {
    return { record: 'decision', before: readDecision(before), after: readDecision(after) };
  }
  if (key !== CONFIRMATION) return null;
  return {
    record: 'confirmation',
    before: readWeekConfirmation(before, monday),
    after: readWeekConfirmation(after, monday),
  };
}
