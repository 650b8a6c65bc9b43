/**
 * @module
 * Who typed a PIN while the kiosk is offline (decision 029): the PIN's verifier, derived once,
 * found among the cached roster's entries, or among its staff PINs' verifiers. Each child is shown in or out as the roster last saw
 * them, then as this tablet's own queued actions left them, in the order they happened: a child
 * signed in offline shows as in.
 */
import type { IdentifyResponse, KioskChild, KioskRosterResponse } from '@cubby/shared/schemas';
import { derivePinVerifier } from './pin-verifier.ts';
import { type QueuedVisit, replayOrder } from './visit-queue.ts';

/**
 * The roster's answer for `pin`; 'staff' for a staff member's PIN (the time clock needs the
 * network, decision 040); null when no verifier matches.
 */
export async function identifyOffline(
  pin: string,
  roster: KioskRosterResponse,
  queued: readonly QueuedVisit[],
): Promise<IdentifyResponse | 'staff' | null> {
  const verifier = await derivePinVerifier(pin, roster.salt, roster.iterations);
  const entry = roster.entries.find((candidate) => candidate.verifier === verifier);
  if (!entry) return roster.staffVerifiers.includes(verifier) ? 'staff' : null;
  const { verifier: _, ...answer } = entry;
  return { ...answer, children: overlayQueued(answer.children, queued) };
}

/** The children as the roster saw them, with this tablet's queued actions applied in order. */
export function overlayQueued(
  children: readonly KioskChild[],
  queued: readonly QueuedVisit[],
): KioskChild[] {
  const checkedIn = new Map(children.map((child) => [child.id, child.checkedIn]));
  for (const { action, request } of replayOrder(queued)) {
    for (const id of request.customerIds) {
      if (checkedIn.has(id)) checkedIn.set(id, action === 'check-in');
    }
  }
  return children.map((child) => ({ ...child, checkedIn: checkedIn.get(child.id) ?? false }));
}
