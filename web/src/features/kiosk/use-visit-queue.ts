/**
 * @module
 * Sends the actions waiting on this tablet (`visit-queue.ts`) when the page opens and each time
 * the network returns, and says how many still wait.
 */
import { useCallback, useEffect, useState } from 'react';
import { sendVisit } from './kiosk-api.ts';
import { kioskFailureOf } from './kiosk-failure.ts';
import { queuedCount, sendQueuedVisits } from './visit-queue.ts';

/** How many actions wait, and `recount` for after one was queued. */
export function useVisitQueue(): { waiting: number; recount: () => void } {
  const [waiting, setWaiting] = useState(0);
  const recount = useCallback(() => void queuedCount().then(setWaiting), []);

  useEffect(() => {
    let sending = false;
    const flush = async () => {
      // One pass at a time: an 'online' event during a pass must not send an action twice.
      if (sending) return;
      sending = true;
      try {
        setWaiting(
          await sendQueuedVisits(
            (visit) => sendVisit(visit.action, visit.request, { late: true }),
            kioskFailureOf,
          ),
        );
      } finally {
        sending = false;
      }
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return { waiting, recount };
}
