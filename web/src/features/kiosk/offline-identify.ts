/**
 * @module
 * Who typed a PIN while the kiosk is offline (decision 065). A PIN's tag is derived under a salt
 * of that person's own, so the tablet cannot try one PIN against everyone: the person taps their
 * child first, and the PIN is derived under the salt of each of that child's collectors (usually
 * 1 to 4), matched against their tags. A tag keeps 10 bits, so a wrong PIN passes for one of
 * them about (collectors)/1,024 of the time; the server checks the PIN again when the queued
 * action arrives. Each child is shown in or out as the roster last saw them, then as this
 * tablet's own queued actions left them, in the order they happened.
 */
import type { IdentifyResponse, KioskChild, KioskRosterResponse } from '@cubby/shared/schemas';
import { derivePinTag } from './pin-verifier.ts';
import { type QueuedVisit, replayOrder } from './visit-queue.ts';

/** Every child someone on the roster may sign, once each, by name, as this tablet left them. */
export function rosterChildren(
  roster: KioskRosterResponse,
  queued: readonly QueuedVisit[],
): KioskChild[] {
  const children = new Map<string, KioskChild>();
  for (const entry of roster.entries) {
    for (const child of entry.children) if (!children.has(child.id)) children.set(child.id, child);
  }
  const byName = [...children.values()].sort((a, b) => a.name.localeCompare(b.name));
  return overlayQueued(byName, queued);
}

/**
 * The roster's answer for `pin`, typed by someone who tapped the child `childId`; null when it
 * derives to the tag of none of that child's collectors.
 */
export async function identifyOffline(
  pin: string,
  childId: string,
  roster: KioskRosterResponse,
  queued: readonly QueuedVisit[],
): Promise<IdentifyResponse | null> {
  const collectors = roster.entries.filter((entry) =>
    entry.children.some((child) => child.id === childId),
  );
  for (const entry of collectors) {
    if ((await derivePinTag(pin, entry.salt, roster.pinTag)) !== entry.tag) continue;
    const { salt: _salt, tag: _tag, ...answer } = entry;
    return { ...answer, children: overlayQueued(answer.children, queued) };
  }
  return null;
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
