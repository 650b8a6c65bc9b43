/**
 * @module
 * `alerts:{date}`: what staff must see at once on the facility's day `{date}` (a person refused
 * at the kiosk, a kiosk paused by wrong PINs), one entry per alert keyed by its id. Only the
 * server writes it; staff and the owner read it, so every staff device hears of an alert at once.
 */
import type * as Y from 'yjs';
import { type StaffAlert, staffAlertSchema } from '../schemas/staff-alert.ts';
import { stampSchemaVersion } from './doc-meta.ts';

/** Layout version of alerts documents. */
export const ALERTS_DOC_VERSION = 1;

/** Most alerts one day's document keeps; past it the oldest make room (a kiosk under attack). */
export const MAX_ALERTS_PER_DAY = 500;

const ALERTS = 'alerts';

/** The alerts map (id to alert), for observers. */
export function alertsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(ALERTS);
}

/** The day's alerts, oldest first; an entry that does not pass the schema is left out. */
export function listAlerts(doc: Y.Doc): StaffAlert[] {
  const alerts: StaffAlert[] = [];
  for (const value of alertsMap(doc).values()) {
    const parsed = staffAlertSchema.safeParse(value);
    if (parsed.success) alerts.push(parsed.data);
  }
  return alerts.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** Adds an alert, checked against the schema; the oldest go when the day is full. */
export function addAlert(doc: Y.Doc, alert: StaffAlert, origin?: unknown): void {
  const checked = staffAlertSchema.parse(alert);
  doc.transact(() => {
    stampSchemaVersion(doc, ALERTS_DOC_VERSION);
    const map = alertsMap(doc);
    map.set(checked.id, checked);
    const overflow = map.size - MAX_ALERTS_PER_DAY;
    if (overflow > 0) {
      for (const old of listAlerts(doc).slice(0, overflow)) map.delete(old.id);
    }
  }, origin);
}

/** Removes every alert about a family (its people are named in them); writes only if any. */
export function removeFamilyAlerts(doc: Y.Doc, familyId: string, origin?: unknown): void {
  const about = listAlerts(doc).filter((alert) => alert.familyId === familyId);
  if (about.length === 0) return;
  doc.transact(() => {
    for (const alert of about) alertsMap(doc).delete(alert.id);
  }, origin);
}
