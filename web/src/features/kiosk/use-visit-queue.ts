/**
 * @module
 * Sends the actions waiting on this tablet (`visit-queue.ts`) when the page opens, each time the
 * network returns and every half minute, and says how many still wait. Leaving kiosk mode sends
 * them too, through the same `sendWaitingVisits`, so two passes never run at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { sendVisit } from './kiosk-api.ts';
import { kioskFailureOf } from './kiosk-failure.ts';
import { queuedCount, sendQueuedVisits } from './visit-queue.ts';

// How often the queue is tried while the browser believes it is online.
const RETRY_MS = 30_000;

// The pass under way, if any: an 'online' event or the Staff dialog during a pass joins it
// rather than sending an action twice.
let pass: Promise<number> | null = null;
// Told how many still wait after each pass, whoever started it.
const listeners = new Set<(waiting: number) => void>();

/** Sends every waiting action now; answers how many still wait. */
export function sendWaitingVisits(): Promise<number> {
  pass ??= sendQueuedVisits(
    (visit) => sendVisit(visit.action, visit.request, { late: true }),
    kioskFailureOf,
  )
    .then((waiting) => {
      for (const listener of listeners) listener(waiting);
      return waiting;
    })
    .finally(() => {
      pass = null;
    });
  return pass;
}

/** How many actions wait, and `recount` for after one was queued. */
export function useVisitQueue(): { waiting: number; recount: () => void } {
  const [waiting, setWaiting] = useState(0);
  const recount = useCallback(() => void queuedCount().then(setWaiting), []);

  useEffect(() => {
    listeners.add(setWaiting);
    const flush = () => void sendWaitingVisits();
    flush();
    window.addEventListener('online', flush);
    // The Wi-Fi can be up while the server is not: 'online' never fires then, so try again now
    // and then as well. An empty queue costs one IndexedDB read.
    const retry = setInterval(flush, RETRY_MS);
    return () => {
      listeners.delete(setWaiting);
      window.removeEventListener('online', flush);
      clearInterval(retry);
    };
  }, []);

  return { waiting, recount };
}
