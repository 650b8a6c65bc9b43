/**
 * @module
 * `finance:{monday}`: which attendance days are paid, the money each family paid that week, and
 * the owner's financial notes. Only the owner reads or writes it; it never syncs to a staff
 * device.
 */
import type * as Y from 'yjs';
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';
import { stampSchemaVersion } from './doc-meta.ts';
import { joinKey, splitKey } from './record-key.ts';
import { MAX_DOC_TEXT } from './week-doc.ts';

/** Layout version of finance documents. */
export const FINANCE_DOC_VERSION = 1;

const PAID = 'paid';
const NOTES = 'notes';
const PART_PAID = 'partPaid';
/** The root of the week's receipts, which only the server writes (decision 071). */
export const RECEIVED_ROOT = 'received';

/** The paid-flags map (`customerId|date` to boolean), for observers. */
export function paidMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(PAID);
}

/** The financial notes map (customerId to note), for observers. */
export function financialNotesMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(NOTES);
}

/** Parses a paid-flag key into its customer and date; null for another shape. */
export function parsePaidKey(key: string): { customerId: string; date: string } | null {
  const parts = splitKey(key, 2);
  return parts ? { customerId: parts[0] as string, date: parts[1] as string } : null;
}

/** The key of one day's paid flag, as `listPaidDays` returns it. */
export function paidDayKey(customerId: string, date: string): string {
  return joinKey(customerId, date);
}

/**
 * The part-paid map (`customerId|date` to cents): what the family ledger covers of a day it does
 * not cover in full (decision 031). Only the server writes it, with the paid flags.
 */
export function partPaidMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(PART_PAID);
}

/** The cents the ledger covers of a day not covered in full; 0 when none. */
export function getPartPaidCents(doc: Y.Doc, customerId: string, date: string): number {
  const cents = partPaidMap(doc).get(paidDayKey(customerId, date));
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
}

/** Every part-paid day of the week, `paidDayKey` to cents. */
export function listPartPaid(doc: Y.Doc): Map<string, number> {
  const part = new Map<string, number>();
  for (const [key, cents] of partPaidMap(doc)) {
    if (typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0) part.set(key, cents);
  }
  return part;
}

/** Sets what the ledger covers of days not covered in full; 0 removes a day's entry. */
export function setPartPaid(
  doc: Y.Doc,
  days: ReadonlyArray<{ customerId: string; date: string; cents: number }>,
  origin?: unknown,
): void {
  doc.transact(() => {
    stampSchemaVersion(doc, FINANCE_DOC_VERSION);
    for (const { customerId, date, cents } of days) {
      const key = paidDayKey(customerId, date);
      if (getPartPaidCents(doc, customerId, date) === cents) continue;
      if (cents > 0) partPaidMap(doc).set(key, cents);
      else partPaidMap(doc).delete(key);
    }
  }, origin);
}

/**
 * The received map (`familyId|paymentId` to cents): each live payment the week counts as money
 * received (decision 071). Only the server writes it, from the family ledger.
 */
export function receivedMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(RECEIVED_ROOT);
}

/** The money each family paid in the week: its payments' cents, by family id. */
export function listWeekReceipts(doc: Y.Doc): Map<string, number[]> {
  const byFamily = new Map<string, number[]>();
  for (const [key, cents] of receivedMap(doc)) {
    const parts = splitKey(key, 2);
    if (!parts || typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0) continue;
    const familyId = parts[0] as string;
    byFamily.set(familyId, [...(byFamily.get(familyId) ?? []), cents]);
  }
  return byFamily;
}

/** Makes a family's receipts of the week exactly `receipts` (payment id to cents). */
export function setWeekReceipts(
  doc: Y.Doc,
  familyId: string,
  receipts: ReadonlyMap<string, number>,
  origin?: unknown,
): void {
  doc.transact(() => {
    stampSchemaVersion(doc, FINANCE_DOC_VERSION);
    const map = receivedMap(doc);
    for (const key of [...map.keys()]) {
      const parts = splitKey(key, 2);
      if (parts?.[0] === familyId && !receipts.has(parts[1] as string)) map.delete(key);
    }
    for (const [paymentId, cents] of receipts) {
      const key = joinKey(familyId, paymentId);
      if (map.get(key) !== cents) map.set(key, cents);
    }
  }, origin);
}

/** Whether a customer's attendance day is marked paid (the spec's checkReceived). */
export function isDayPaid(doc: Y.Doc, customerId: string, date: string): boolean {
  return paidMap(doc).get(paidDayKey(customerId, date)) === true;
}

/** Every paid flag of the week as `paidDayKey` keys. */
export function listPaidDays(doc: Y.Doc): Set<string> {
  const paid = new Set<string>();
  for (const [key, value] of paidMap(doc)) if (value === true) paid.add(key);
  return paid;
}

/** Marks days paid or unpaid in one transaction (a day, a customer's week, or all). */
export function setDaysPaid(
  doc: Y.Doc,
  days: ReadonlyArray<{ customerId: string; date: string }>,
  paid: boolean,
  origin?: unknown,
): void {
  doc.transact(() => {
    stampSchemaVersion(doc, FINANCE_DOC_VERSION);
    for (const { customerId, date } of days) {
      const key = paidDayKey(customerId, date);
      if (isDayPaid(doc, customerId, date) !== paid) paidMap(doc).set(key, paid);
    }
  }, origin);
}

/** A customer's financial note for the week; empty when none. */
export function getFinancialNote(doc: Y.Doc, customerId: string): string {
  const note = financialNotesMap(doc).get(customerId);
  return typeof note === 'string' ? note : '';
}

/** Every financial note of the week, keyed by customer id. */
export function listFinancialNotes(doc: Y.Doc): Map<string, string> {
  const notes = new Map<string, string>();
  for (const [customerId, note] of financialNotesMap(doc)) {
    if (typeof note === 'string') notes.set(customerId, note);
  }
  return notes;
}

/** Saves a customer's financial note for the week. */
export function setFinancialNote(
  doc: Y.Doc,
  customerId: string,
  note: string,
  origin?: unknown,
): void {
  const text = z.string().max(MAX_DOC_TEXT).parse(note);
  doc.transact(() => {
    stampSchemaVersion(doc, FINANCE_DOC_VERSION);
    if (getFinancialNote(doc, customerId) !== text) financialNotesMap(doc).set(customerId, text);
  }, origin);
}

/** What one changed key of a finance document records; the audit log describes these. */
export type FinanceKeyChange =
  | { record: 'paid'; customerId: string; date: string; before: boolean; after: boolean }
  | { record: 'partPaid'; customerId: string; date: string }
  | { record: 'received'; familyId: string }
  | { record: 'financialNote'; customerId: string };

/** Reads a change of one key as a record of the finance week; null for anything else. */
export function readFinanceKeyChange(
  root: string,
  key: string,
  before: unknown,
  after: unknown,
): FinanceKeyChange | null {
  if (root === PAID) {
    const parsed = parsePaidKey(key);
    // A key another device wrote may name no date at all.
    if (parsed && !isoDateSchema.safeParse(parsed.date).success) return null;
    return parsed
      ? { record: 'paid', ...parsed, before: before === true, after: after === true }
      : null;
  }
  if (root === NOTES) return { record: 'financialNote', customerId: key };
  if (root === PART_PAID) {
    const parsed = parsePaidKey(key);
    if (parsed && !isoDateSchema.safeParse(parsed.date).success) return null;
    return parsed ? { record: 'partPaid', ...parsed } : null;
  }
  if (root === RECEIVED_ROOT) {
    const parts = splitKey(key, 2);
    return parts ? { record: 'received', familyId: parts[0] as string } : null;
  }
  return null;
}
