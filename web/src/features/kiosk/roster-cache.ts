/**
 * @module
 * The last roster this kiosk fetched (decision 029), kept in IndexedDB (idb-keyval) so a reload
 * while the network is down still checks PINs. Its own database: idb-keyval gives each store
 * one, and the queued actions have theirs. Forgotten when the kiosk is revoked or staff leave
 * kiosk mode, since it names families and their children's allergies.
 */
import { type KioskRosterResponse, kioskRosterResponseSchema } from '@cubby/shared/schemas';
import { createStore, del, get, set } from 'idb-keyval';

const store = () => createStore('cubby-kiosk-roster', 'roster');
const KEY = 'roster';

/** The roster kept, or null when there is none (or it no longer reads as one). */
export async function readCachedRoster(): Promise<KioskRosterResponse | null> {
  const parsed = kioskRosterResponseSchema.safeParse(await get(KEY, store()));
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
