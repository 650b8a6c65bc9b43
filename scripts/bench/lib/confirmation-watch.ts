/**
 * @module
 * What a staff screen notices: a family's entry in `confirmations:{monday}` changing.
 */
import { confirmationsMap, readWeekConfirmation } from '@cubby/shared/docs';
import type * as Y from 'yjs';

/** A family confirmation as a staff client holds it. */
export interface Sighting {
  customerId: string;
  updatedAt: string;
}

/** Called once per update that changed families' confirmations, with what it changed. */
export type OnConfirmationsSeen = (sightings: Sighting[], at: number) => void;

/**
 * Watches a confirmations document. Only the changed families are read: listConfirmations
 * validates all 200 entries (about 2 ms), and doing that for 50 clients on every update would
 * make the load generator, not the server, the bottleneck.
 */
export function watchConfirmations(doc: Y.Doc, monday: string, onSeen: OnConfirmationsSeen): void {
  confirmationsMap(doc).observe((event) => {
    const at = performance.now();
    const sightings: Sighting[] = [];
    for (const customerId of event.keysChanged) {
      const confirmation = readWeekConfirmation(event.target.get(customerId), monday);
      if (confirmation) sightings.push({ customerId, updatedAt: confirmation.updatedAt });
    }
    onSeen(sightings, at);
  });
}
