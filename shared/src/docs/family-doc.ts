/**
 * @module
 * `family:{customerId}:{monday}`: one family's confirmation of one week. The family writes it
 * from the portal, also offline; staff and owner read it; the server mirrors it into
 * `confirmations:{monday}` and projects it into weekly_confirmations.
 */
import type * as Y from 'yjs';
import {
  COMMON_ROOT_NAMES,
  isMetaWellFormed,
  isPlainObject,
  readRoots,
  stampSchemaVersion,
} from './doc-meta.ts';
import {
  readWeekConfirmation,
  stampWeekConfirmation,
  type WeekConfirmation,
} from './week-confirmation.ts';

/** Layout version of family documents. */
export const FAMILY_DOC_VERSION = 1;

const FAMILY = 'family';
const CONFIRMATION = 'confirmation';

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

/** Sets the week's confirmation; confirmedAt is kept from an earlier answer of the same week. */
export function setFamilyConfirmation(
  doc: Y.Doc,
  input: Omit<WeekConfirmation, 'confirmedAt' | 'updatedAt'>,
  at: Date,
  origin?: unknown,
): WeekConfirmation {
  const previous = getFamilyConfirmation(doc, input.weekStart);
  const confirmation = stampWeekConfirmation(previous, input, at);
  doc.transact(() => {
    stampSchemaVersion(doc, FAMILY_DOC_VERSION);
    familyMap(doc).set(CONFIRMATION, confirmation);
  }, origin);
  return confirmation;
}

/** Undoes the week's answer, back to "none". */
export function clearFamilyConfirmation(doc: Y.Doc, origin?: unknown): void {
  doc.transact(() => {
    if (familyMap(doc).has(CONFIRMATION)) familyMap(doc).delete(CONFIRMATION);
  }, origin);
}

/**
 * Whether a family document holds only what the portal writes: a valid confirmation of its own
 * week, or none, and a schema version. Every root is looked at, whatever type a client gave it,
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
    if (key !== CONFIRMATION || !isPlainObject(value)) return false;
    if (readWeekConfirmation(value, monday) === null) return false;
  }
  return true;
}

/** A family's answer for the week before and after a change; null stands for no answer. */
export interface FamilyKeyChange {
  record: 'confirmation';
  before: WeekConfirmation | null;
  after: WeekConfirmation | null;
}

/** Reads a change of one key of a family document of the week `monday`; null for anything else. */
export function readFamilyKeyChange(
  root: string,
  key: string,
  before: unknown,
  after: unknown,
  monday: string,
): FamilyKeyChange | null {
  if (root !== FAMILY || key !== CONFIRMATION) return null;
  return {
    record: 'confirmation',
    before: readWeekConfirmation(before, monday),
    after: readWeekConfirmation(after, monday),
  };
}
