/**
 * @module
 * The roster this kiosk checks PINs against while offline (decision 029): the cached one at
 * once, then a fresh one when the kiosk opens, every 2 minutes while the browser is online, when
 * the network returns, and on `refresh` (after each action). A fetch that fails keeps the last
 * roster, except for a revoked kiosk, which forgets it: it names families. The first read and
 * fetch wait for the PIN pad to show (the browser's next idle moment): the pad needs neither, and
 * reading the answers brings zod (decision 045).
 */
import type { KioskRosterResponse } from '@cubby/shared/kiosk-answers';
import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { fetchRoster } from './kiosk-api.ts';
import { kioskFailureOf } from './kiosk-failure.ts';
import { cacheRoster, forgetCachedRoster, readCachedRoster } from './roster-cache.ts';

// In and out change through the day; a roster at most this old is what an outage starts with.
const REFRESH_MS = 2 * 60 * 1000;

/** The last roster (null until one is known), and `refresh` to fetch it again now. */
export function useKioskRoster(): { roster: KioskRosterResponse | null; refresh: () => void } {
  const [roster, setRoster] = useState<KioskRosterResponse | null>(null);

  const refresh = useCallback(() => {
    fetchRoster()
      .then(async (fresh) => {
        setRoster(fresh);
        await cacheRoster(fresh);
      })
      .catch(async (error: unknown) => {
        if (kioskFailureOf(error).kind !== 'revoked') return;
        setRoster(null);
        await forgetCachedRoster();
      });
  }, []);

  useEffect(() => {
    const cancelFirst = whenIdle(() => {
      // The cached roster only while nothing fresher arrived.
      void readCachedRoster().then((cached) => setRoster((now) => now ?? cached));
      refresh();
    });
    const onOnline = () => refresh();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (navigator.onLine) refresh();
    }, REFRESH_MS);
    return () => {
      cancelFirst();
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [refresh]);

  return { roster, refresh };
}
