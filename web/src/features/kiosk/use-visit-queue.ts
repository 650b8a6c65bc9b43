/**
 * @module
 * Sends the actions waiting on this tablet (`visit-queue.ts`) when the page opens, each time the
 * network returns and every half minute, and says how many still wait. `onSent` is told after a
 * pass that sent something, so the roster catches up with what the server now knows.
 */
import { useCallback, useEffect, useState } from 'react';
import { sendVisit } from './kiosk-api.ts';
import { kioskFailureOf } from './kiosk-failure.ts';
import { queuedCount, sendQueuedVisits } from './visit-queue.ts';

// How often the queue is tried while the browser believes it is online.
const RETRY_MS = 30_000;

/** How many actions wait, and `recount` for after one was queued. */
export function useVisitQueue(onSent: () => void): { waiting: number; recount: () => void } {
  const [waiting, setWaiting] = useState(0);
  const recount = useCallback(() => void queuedCount().then(setWaiting), []);

  useEffect(() => {
    let sending = false;
    const flush = async () => {
      // One pass at a time: an 'online' event during a pass must not send an action twice.
      if (sending) return;
      sending = true;
      try {
        const before = await queuedCount();
        const after = await sendQueuedVisits(
          (visit) => sendVisit(visit.action, visit.request, { late: true }),
          kioskFailureOf,
        );
        setWaiting(after);
        if (after < before) onSent();
      } finally {
        sending = false;
      }
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    // The Wi-Fi can be up while the server is not: 'online' never fires then, so try again now
    // and then as well. An empty queue costs one IndexedDB read.
    const retry = setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(retry);
    };
  }, [onSent]);

  return { waiting, recount };
}
