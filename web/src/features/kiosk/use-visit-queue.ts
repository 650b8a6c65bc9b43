/**
 * @module
 * Sends the actions waiting on this tablet (`visit-queue.ts`) when the page opens, each time the
 * network returns and every half minute, and says how many still wait. `onSent` is told after a
 * pass that sent something, so the roster catches up with what the server now knows. Leaving
 * kiosk mode sends them too, through the same `sendWaitingVisits`, so two passes never run at
 * once.
 */
import { useCallback, useEffect, useState } from 'react';
import { sendVisit } from './kiosk-api.ts';
import { kioskFailureOf } from './kiosk-failure.ts';
import { queuedCount, sendQueuedVisits } from './visit-queue.ts';

// How often the queue is tried while the browser believes it is online.
const RETRY_MS = 30_000;

/** What a pass left: how many still wait, and whether it sent any. */
interface PassResult {
  waiting: number;
  sentSome: boolean;
}

// The pass under way, if any: an 'online' event or the Staff dialog during a pass joins it
// rather than sending an action twice.
let pass: Promise<PassResult> | null = null;
// Told after each pass, whoever started it.
const listeners = new Set<(result: PassResult) => void>();

async function sendPass(): Promise<PassResult> {
  const before = await queuedCount();
  const waiting = await sendQueuedVisits(
    (visit) => sendVisit(visit.action, visit.request, { late: true }),
    kioskFailureOf,
  );
  return { waiting, sentSome: waiting < before };
}

/** Sends every waiting action now; answers how many still wait. */
export async function sendWaitingVisits(): Promise<number> {
  pass ??= sendPass()
    .then((result) => {
      for (const listener of listeners) listener(result);
      return result;
    })
    .finally(() => {
      pass = null;
    });
  return (await pass).waiting;
}

/** How many actions wait, and `recount` for after one was queued. */
export function useVisitQueue(onSent: () => void): { waiting: number; recount: () => void } {
  const [waiting, setWaiting] = useState(0);
  const recount = useCallback(() => void queuedCount().then(setWaiting), []);

  useEffect(() => {
    const listener = (result: PassResult) => {
      setWaiting(result.waiting);
      if (result.sentSome) onSent();
    };
    listeners.add(listener);
    const flush = () => void sendWaitingVisits();
    flush();
    window.addEventListener('online', flush);
    // The Wi-Fi can be up while the server is not: 'online' never fires then, so try again now
    // and then as well. An empty queue costs one IndexedDB read.
    const retry = setInterval(flush, RETRY_MS);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', flush);
      clearInterval(retry);
    };
  }, [onSent]);

  return { waiting, recount };
}
