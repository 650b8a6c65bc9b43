/**
 * @module
 * Who is at the kiosk (DESIGN section 7, "Kiosk"): a PIN typed at a kiosk names a contact and
 * the children they may sign in or out. Those are every child of the contact's family when the
 * contact is a guardian or an authorised pick-up and approved; an emergency-only contact, or a
 * pick-up person staff have not approved yet, is known but may sign no child (an empty list:
 * the kiosk sends them to the front desk). A person who must not collect is refused outright and
 * staff are alerted (decision 027). Wrong PINs count against the kiosk's and the facility's
 * budgets, and a right one gives none back (decision 065). A staff member's
 * PIN names them for the time clock (decision 040): where they are and each room's ratio.
 */

import { mayCollect as mayCollectByRule } from '@cubby/shared/collect-standing';
import { facilityToday } from '@cubby/shared/facility-clock';
import type { IdentifyResponse, KioskStaffResponse } from '@cubby/shared/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import { type ContactRow, collectFactsOf, familyChildren } from '../queries/families.ts';
import type { AuditSource } from './audit.ts';
import { alertStaff } from './kiosk-alerts.ts';
import { kioskNoteOf } from './kiosk-notes.ts';
import {
  countWrongPin,
  kioskPauseLeftMs,
  markKioskSeen,
  type PinPause,
} from './kiosk-pin-throttle.ts';
import {
  addMissingTag,
  pinCandidate,
  pinMatches,
  staffPinCandidate,
  staffPinMatches,
} from './pins.ts';
import { readRatiosNow } from './ratios/ratios-now.ts';
import type { ServiceDeps } from './service-deps.ts';
import { clockStateOfAccount } from './time-clock/punch.ts';

/** What a kiosk is answered when someone types a PIN. */
export type Identification =
  | { outcome: 'identified'; answer: IdentifyResponse }
  | { outcome: 'identified-staff'; answer: KioskStaffResponse }
  | { outcome: 'wrong-pin' }
  | { outcome: 'paused'; retryAfterMs: number }
  | { outcome: 'refused'; message: string };

/** Why a person who must not collect is turned away, in words fit for the door. */
export const MUST_NOT_COLLECT_MESSAGE = 'Please see the front desk';

/** A staff or owner account whose PIN was typed at a kiosk: for the time clock only. */
export interface KioskStaff {
  id: string;
  name: string;
}

/** Whose PIN was typed at a kiosk, before anything is asked of them. */
export type PinCheck =
  | { outcome: 'known'; contact: ContactRow }
  | { outcome: 'staff'; staff: KioskStaff }
  | { outcome: 'wrong-pin' }
  | { outcome: 'paused'; retryAfterMs: number };

/**
 * Finds the contact a PIN typed at the kiosk `source` names belongs to, counting a wrong PIN
 * against the kiosk's and the facility's budgets: identify, check-in, check-out and the time
 * clock all check a PIN this way.
 */
export async function checkPinAtKiosk(
  deps: ServiceDeps,
  source: AuditSource,
  pin: string,
): Promise<PinCheck> {
  const { db, clock } = deps;
  const deviceId = source.actor.id ?? '';
  const now = clock.now();
  // From the pause check to counting a wrong PIN nothing waits, so parallel guesses cannot slip
  // past the limit between them.
  const retryAfterMs = kioskPauseLeftMs(db, deviceId, now);
  if (retryAfterMs > 0) return { outcome: 'paused', retryAfterMs };
  markKioskSeen(db, deviceId, now);
  const candidate = pinCandidate(deps, pin);
  const contact = candidate && (await pinMatches(candidate, pin)) ? candidate : null;
  const staff = contact ? null : await staffOfPin(deps, pin);
  if (staff) return { outcome: 'staff', staff };
  if (!contact) {
    countWrongPin(db, { source, now, timeZone: clock.timeZone, onPaused: alertPause(deps) });
    return { outcome: 'wrong-pin' };
  }
  await addMissingTag(deps, contact, pin);
  return { outcome: 'known', contact };
}

/** Tells staff of a pause the budget of wrong PINs began: one kiosk's, or every kiosk's. */
export function alertPause(deps: ServiceDeps): (pause: PinPause) => void {
  return (pause) =>
    alertStaff(
      deps,
      pause.scope === 'kiosk'
        ? { kind: 'paused', deviceId: pause.deviceId, name: pause.name, until: pause.until }
        : { kind: 'facility-paused', until: pause.until },
    );
}

/** The active staff or owner account a PIN belongs to, its hash checked; null when none. */
async function staffOfPin(deps: ServiceDeps, pin: string): Promise<KioskStaff | null> {
  const account = staffPinCandidate(deps, pin);
  if (!account?.active || !(await staffPinMatches(account, pin))) return null;
  return { id: account.id, name: account.name || account.username };
}

/** Identifies the person at the kiosk `source` names (its actor is the kiosk). */
export async function identifyAtKiosk(
  deps: ServiceDeps,
  source: AuditSource,
  pin: string,
): Promise<Identification> {
  const checked = await checkPinAtKiosk(deps, source, pin);
  if (checked.outcome === 'staff') {
    const { staff } = checked;
    return {
      outcome: 'identified-staff',
      answer: {
        staff,
        clock: clockStateOfAccount(deps.db, staff.id),
        rooms: readRatiosNow(deps.db, deps.clock),
      },
    };
  }
  if (checked.outcome !== 'known') return checked;
  const { contact } = checked;
  if (contact.mustNotCollect) {
    alertStaff(deps, {
      kind: 'refused-contact',
      deviceId: source.actor.id ?? '',
      contactId: contact.id,
      familyId: contact.familyId,
    });
    return { outcome: 'refused', message: MUST_NOT_COLLECT_MESSAGE };
  }
  return { outcome: 'identified', answer: kioskAnswerFor(deps, contact) };
}

/**
 * What the kiosk is told of a contact once their PIN is known: identify's answer, and each entry
 * of the offline roster (`kiosk-roster.ts`), so the two can never tell the door different things.
 */
export function kioskAnswerFor(deps: ServiceDeps, contact: ContactRow): IdentifyResponse {
  return {
    contact: { id: contact.id, name: contact.name },
    children: mayCollect(contact) ? childrenAtTheDoor(deps, contact.familyId) : [],
    // Staff's note for the family, shown to anyone of it who is let in, children or none.
    note: kioskNoteOf(deps.db, contact.familyId),
  };
}

/**
 * Whether a contact may sign their family's children in or out: the shared rule
 * (`@cubby/shared/collect-standing`) read from the contacts table's row.
 */
export function mayCollect(contact: ContactRow): boolean {
  return mayCollectByRule(collectFactsOf(contact));
}

function childrenAtTheDoor(deps: ServiceDeps, familyId: string): IdentifyResponse['children'] {
  const today = facilityToday(deps.clock);
  return familyChildren(deps.db, familyId).map((child) => ({
    id: child.id,
    name: child.name,
    // An open visit today, as the sessions projection of the week document holds it.
    checkedIn:
      deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, child.id),
            eq(sessions.date, today),
            isNull(sessions.checkOutTime),
          ),
        )
        .get() !== undefined,
    allergies: child.allergies,
  }));
}
