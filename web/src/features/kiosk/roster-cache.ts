/**
 * @module
 * The last roster this kiosk fetched (decision 029), kept in IndexedDB (idb-keyval) so a reload
 * while the network is down still checks PINs. Its own database: idb-keyval gives each store
 * one, and the queued actions have theirs. Forgotten when the kiosk is revoked or staff leave
 * kiosk mode, since it names families and their children's allergies.
 */
import type { KioskRosterResponse } from '@cubby/shared/kiosk-answers';
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
  return parsed.success ? parsed.data : null;
}

/** Keeps the roster just fetched in place of the last one. */
export async function cacheRoster(roster: KioskRosterResponse): Promise<void> {
  await set(KEY, roster, store());
}

/** Forgets the roster. */
export async function forgetCachedRoster(): Promise<void> {
  await del(KEY, store());
}
