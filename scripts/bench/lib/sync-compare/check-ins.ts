/**
 * @module
 * The update every workload sends: a staff member checks a child in on a week document, in the
 * layout the app writes (a visit made at the desk; times live in visits, decision 069), so Cubby
 * stores and projects a real check-in. The visit also carries the moment it was sent, which is
 * how a receiving client knows the update's latency without asking anyone.
 */
import { addDays } from '@cubby/shared/dates';
import { stampSchemaVersion, visitsMap, WEEK_DOC_VERSION } from '@cubby/shared/docs';
import type * as Y from 'yjs';

/** One check-in to write. */
export interface CheckIn {
  visitId: string;
  customerId: string;
  /** A day of the document's week. */
  date: string;
  /** performance.now() of the load generator when it was written. */
  sentAt: number;
}

/** Called for each check-in another device wrote, when this client's document gets it. */
export type OnCheckInSeen = (visitId: string, sentAt: number, at: number) => void;

/**
 * The transaction of the app's `checkIn`, without its search for an open visit: that search
 * parses every visit in the document, and a load generator doing it thousands of times would
 * measure itself. Each bench check-in has a new visit id, so none would be found anyway.
 */
export function writeCheckIn(doc: Y.Doc, checkIn: CheckIn): void {
  const { visitId, customerId, date, sentAt } = checkIn;
  const at = checkInTime(date, sentAt);
  doc.transact(() => {
    stampSchemaVersion(doc, WEEK_DOC_VERSION);
    visitsMap(doc).set(visitId, {
      customerId,
      date,
      checkInTime: at.toISOString(),
      checkOutTime: null,
      source: 'desk',
      // Not part of the app's layout; every server stores it as it stores the rest.
      sentAt,
    });
  });
}

/** Reports every check-in that arrives from the server; the client's own writes are skipped. */
export function watchCheckIns(doc: Y.Doc, onSeen: OnCheckInSeen): void {
  visitsMap(doc).observe((event) => {
    if (event.transaction.local) return;
    const at = performance.now();
    for (const visitId of event.keysChanged) {
      const sentAt = (event.target.get(visitId) as { sentAt?: unknown } | undefined)?.sentAt;
      if (typeof sentAt === 'number') onSeen(visitId, sentAt, at);
    }
  });
}

/** The visit ids a document holds. */
export function visitIds(doc: Y.Doc): Set<string> {
  return new Set(visitsMap(doc).keys());
}

/** The `n`th weekday (0 to 4, wrapping) of the week starting `monday`. */
export function weekday(monday: string, n: number): string {
  return addDays(monday, n % 5);
}

// A morning time between 07:00 and 09:59 UTC, varied by the send time so arrivals differ.
function checkInTime(date: string, sentAt: number): Date {
  return new Date(Date.parse(`${date}T07:00:00.000Z`) + (Math.floor(sentAt) % 180) * 60_000);
}
