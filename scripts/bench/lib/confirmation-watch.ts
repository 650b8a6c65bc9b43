/**
 * @module
 * What a staff screen notices: a family's entry in `confirmations:{monday}` changing.
 */
import { confirmationsMap, readWeekConfirmation } from '@cubby/shared/docs';
import type * as Y from 'yjs';

/** Called with the stamp of each family confirmation a client newly holds. */
export type OnConfirmationSeen = (customerId: string, updatedAt: string, at: number) => void;

/**
 * Watches a confirmations document. Only the changed families are read: listConfirmations
 * validates all 200 entries (about 2 ms), and doing that for 50 clients on every update would
 * make the load generator, not the server, the bottleneck.
 */
export function watchConfirmations(doc: Y.Doc, monday: string, onSeen: OnConfirmationSeen): void {
  confirmationsMap(doc).observe((event) => {
    const at = performance.now();
    for (const customerId of event.keysChanged) {
      const confirmation = readWeekConfirmation(event.target.get(customerId), monday);
      if (confirmation) onSeen(customerId, confirmation.updatedAt, at);
    }
  });
}
