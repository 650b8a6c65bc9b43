/**
 * @module
 * What staff must hear about from a kiosk at once: a kiosk paused by wrong PINs, a person who
 * must not collect typing their PIN. For now each is logged as a warning; the live alert on
 * every staff device (issue 17's next step) replaces the body of `alertStaff`, and every caller
 * already goes through it.
 */
import type { Logger } from '../logger.ts';

/** Something at a kiosk staff must see. */
export type KioskAlert =
  | { kind: 'paused'; deviceId: string; name: string; until: Date }
  | { kind: 'refused-contact'; deviceId: string; contactId: string; familyId: string };

/** Tells staff about a kiosk event. */
export function alertStaff(log: Logger, alert: KioskAlert): void {
  // Ids only: a contact's name is a contact detail, and a log line outlives the family.
  const { kind, ...about } = alert;
  log.warn(`kiosk.${kind}`, {
    ...about,
    ...('until' in about ? { until: about.until.toISOString() } : {}),
  });
}
