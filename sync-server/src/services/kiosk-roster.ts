/**
 * @module
 * The roster an offline kiosk checks PINs against (decision 065): every person who may sign
 * children in or out and has a 6-digit PIN, with identify's answer for them, their PIN's salt
 * and its tag (a few bits of Argon2id, never a verifier that gives the PIN back), the tag's
 * parameters, and the business name for the kiosk's bar. A person who must not collect, or who
 * may sign no child, is left out: offline their PIN simply reads as a wrong one, and the refusal
 * and its alert wait for the network. Staff PINs are not on it: offline, the time clock needs
 * the network. Reading it changes nothing, so it is not audited; it does show the kiosk as seen.
 */
import { PIN_TAG_BITS, PIN_TAG_HASH } from '@cubby/shared/pin-verifier';
import type { KioskRosterResponse } from '@cubby/shared/schemas';
import { isNotNull } from 'drizzle-orm';
import { contacts } from '../db/schema.ts';
import type { ContactRow } from '../queries/families.ts';
import { kioskAnswerFor, mayCollect } from './kiosk-identify.ts';
import { markKioskSeen } from './kiosk-pin-throttle.ts';
import type { ServiceDeps } from './service-deps.ts';
import { readSettings } from './settings.ts';

/** Whether a contact's PIN opens the kiosk while it is offline. */
export function onRoster(contact: ContactRow): boolean {
  return contact.pinOfflineTag !== null && mayCollect(contact);
}

/** The roster for the kiosk `deviceId`. */
export function kioskRoster(deps: ServiceDeps, deviceId: string): KioskRosterResponse {
  const { db, clock, config } = deps;
  const now = clock.now();
  markKioskSeen(db, deviceId, now);
  const people = db
    .select()
    .from(contacts)
    .where(isNotNull(contacts.pinOfflineTag))
    .orderBy(contacts.id)
    .all()
    .filter(onRoster);
  return {
    businessName: readSettings(db, config).businessName,
    generatedAt: now.toISOString(),
    pinTag: { ...PIN_TAG_HASH, tagBits: PIN_TAG_BITS },
    entries: people.map((contact) => ({
      ...kioskAnswerFor(deps, contact),
      salt: contact.pinOfflineSalt ?? '',
      tag: contact.pinOfflineTag ?? 0,
    })),
  };
}
