/**
 * @module
 * Check-ins and check-outs confirmed while the network was down, kept on this tablet in IndexedDB
 * (idb-keyval) and sent when it returns (issue 17: a lost check-in is where it hurts most).
 *
 * Each queued action keeps the PIN that was typed: the server checks who acts on every check-in
 * and check-out, and a queued action without it could never be accepted. It is this tablet's
 * own data for minutes, and each entry is deleted as soon as the server has answered it. The
 * actionId makes a replay that was in fact received write once; `at` keeps the moment the parent
 * stood at the door.
 */
import { clear, createStore, del, entries, set } from 'idb-keyval';
import type { KioskAction } from './kiosk-actions.ts';
import type { VisitRequest } from './kiosk-api.ts';
import type { KioskFailure } from './kiosk-failure.ts';

/** One action waiting for the network. */
export interface QueuedVisit {
  action: KioskAction;
  request: VisitRequest;
  /**
   * The children's names from the identify answer, so leaving kiosk mode can say whose sign-in
   * would be lost; absent on an action queued before names were kept.
   */
  names?: string[];
}

const store = () => createStore('cubby-kiosk', 'queued-visits');

/** Keeps an action until it is sent. */
export async function queueVisit(visit: QueuedVisit): Promise<void> {
  await set(visit.request.actionId, visit, store());
}

/** The order a queue is sent in: as it happened, so a sign-in goes before its sign-out. */
export function replayOrder(visits: readonly QueuedVisit[]): QueuedVisit[] {
  return [...visits].sort((a, b) => a.request.at.localeCompare(b.request.at));
}

/**
 * What to do with a queued action after trying to send it: keep it and stop while the network or
 * the kiosk's pause lasts; drop it once the server answered, refusals included (a PIN changed
 * meanwhile cannot become right by trying again, and the server alerts staff of a refusal).
 */
export function afterSending(failure: KioskFailure | null): 'drop' | 'keep-and-stop' {
  if (failure === null) return 'drop';
  return failure.kind === 'offline' || failure.kind === 'paused' || failure.kind === 'revoked'
    ? 'keep-and-stop'
    : 'drop';
}

/** How many actions wait on this tablet. */
export async function queuedCount(): Promise<number> {
  return (await entries(store())).length;
}

/** The actions waiting on this tablet, in the order they happened. */
export async function queuedVisits(): Promise<QueuedVisit[]> {
  return replayOrder((await entries<string, QueuedVisit>(store())).map(([, visit]) => visit));
}

/**
 * Deletes every waiting action, and the PINs in them: staff chose to leave kiosk mode without
 * them, and a tablet that is no longer a kiosk must not keep parents' PINs.
 */
export async function discardQueuedVisits(): Promise<void> {
  await clear(store());
}

/**
 * Sends every queued action in order through `send`; `failureOf` reads a failed send. Answers how
 * many are still waiting.
 */
export async function sendQueuedVisits(
  send: (visit: QueuedVisit) => Promise<unknown>,
  failureOf: (error: unknown) => KioskFailure,
): Promise<number> {
  const waiting = await queuedVisits();
  for (const [index, visit] of waiting.entries()) {
    let failure: KioskFailure | null = null;
    try {
      await send(visit);
    } catch (error) {
      failure = failureOf(error);
      if (failure.kind !== 'offline') console.warn('A queued kiosk action was refused', failure);
    }
    if (afterSending(failure) === 'keep-and-stop') return waiting.length - index;
    await del(visit.request.actionId, store());
  }
  return 0;
}
