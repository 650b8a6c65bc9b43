/**
 * @module
 * The roster an offline kiosk checks PINs against (decision 029): every person who may sign
 * children in or out, with identify's answer for them and their PIN's verifier, the salt and
 * iterations to derive it with, and the business name for the kiosk's bar. A person who must not
 * collect, or who may sign no child, is left out: offline their PIN simply reads as a wrong one,
 * and the refusal and its alert wait for the network. Staff PINs come as bare verifiers, so an
 * offline kiosk tells a staff PIN from a wrong one (decision 040). Reading it changes nothing, so
 * it is not audited; it does show the kiosk as seen.
 */
import { PIN_VERIFIER_ITERATIONS } from '@cubby/shared/pin-verifier';
import type { KioskRosterResponse } from '@cubby/shared/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import { accounts, contacts } from '../db/schema.ts';
import type { ContactRow } from '../queries/families.ts';
import { kioskAnswerFor, mayCollect } from './kiosk-identify.ts';
import { markKioskSeen } from './kiosk-pin-throttle.ts';
import { rosterSaltOf } from './pin-verifier.ts';
import type { ServiceDeps } from './service-deps.ts';
import { readSettings } from './settings.ts';

/** Whether a contact's PIN opens the kiosk while it is offline. */
export function onRoster(contact: ContactRow): boolean {
  return contact.pinOfflineVerifier !== null && !contact.mustNotCollect && mayCollect(contact);
}

/** The roster for the kiosk `deviceId`. */
export function kioskRoster(deps: ServiceDeps, deviceId: string): KioskRosterResponse {
  const { db, clock, config, pinKey } = deps;
  const now = clock.now();
  markKioskSeen(db, deviceId, now);
  const people = db
    .select()
    .from(contacts)
    .where(isNotNull(contacts.pinOfflineVerifier))
    .orderBy(contacts.id)
    .all()
    .filter(onRoster);
  return {
    businessName: readSettings(db, config).businessName,
    salt: Buffer.from(rosterSaltOf(pinKey)).toString('base64url'),
    iterations: PIN_VERIFIER_ITERATIONS,
    generatedAt: now.toISOString(),
    entries: people.map((contact) => ({
      verifier: contact.pinOfflineVerifier ?? '',
      ...kioskAnswerFor(deps, contact),
    })),
    staffVerifiers: staffVerifiers(db),
  };
}

/**
 * The verifiers of active staff's PINs, and nothing else of them: offline, a staff PIN cannot
 * clock anyone in, but the kiosk must not count it as a wrong guess (decision 040).
 */
function staffVerifiers(db: ServiceDeps['db']): string[] {
  return db
    .select({ verifier: accounts.pinOfflineVerifier })
    .from(accounts)
    .where(and(isNotNull(accounts.pinOfflineVerifier), eq(accounts.active, true)))
    .orderBy(accounts.id)
    .all()
    .map((row) => row.verifier ?? '');
}
