/**
 * @module
 * The last roster this kiosk fetched (decisions 029, 065), kept in IndexedDB (idb-keyval) so a
 * reload while the network is down still checks PINs. Its own database: idb-keyval gives each
 * store one, and the queued actions have theirs. Forgotten when the kiosk is revoked, when staff
 * leave kiosk mode, and once it is 24 hours old, since it names families and their children's
 * allergies and holds their PINs' tags.
 */
import type { KioskRosterResponse } from '@cubby/shared/kiosk-answers';
import { KIOSK_ROSTER_MAX_AGE_MS } from '@cubby/shared/pin-verifier';
import { createStore, del, get, set } from 'idb-keyval';

const store = () => createStore('cubby-kiosk-roster', 'roster');
const KEY = 'roster';

/** The roster kept, or null when there is none (or it no longer reads as one). */
export async function readCachedRoster(): Promise<KioskRosterResponse | null> {
  // The schema (and zod) downloads beside the read, not before the PIN pad shows (decision 045).
  const [kept, { kioskRosterResponseSchema }] = await Promise.all([
    get(KEY, store()),
    import('@cubby/shared/kiosk-answers'),
  ]);
  const parsed = kioskRosterResponseSchema.safeParse(kept);
  if (!parsed.success) return null;
  if (rosterIsFresh(parsed.data, Date.now())) return parsed.data;
  await forgetCachedRoster();
  return null;
}

/** Whether a roster is young enough to check PINs against at `now` (epoch ms). */
export function rosterIsFresh(roster: KioskRosterResponse, now: number): boolean {
  const made = Date.parse(roster.generatedAt);
  return Number.isFinite(made) && now - made < KIOSK_ROSTER_MAX_AGE_MS;
}

/** Keeps the roster just fetched in place of the last one. */
export async function cacheRoster(roster: KioskRosterResponse): Promise<void> {
  await set(KEY, roster, store());
}

/** Forgets the roster. */
export async function forgetCachedRoster(): Promise<void> {
  await del(KEY, store());
}
