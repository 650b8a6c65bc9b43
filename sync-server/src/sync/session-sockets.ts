/**
 * @module
 * The open sync sockets of each session, so a session that ends closes its connections at once
 * (decision 016): when `endSessions` announces it (logout, password change, a removed login, the
 * expiry sweep), and when it expires while its sockets sit idle, by a timer at its `expire`.
 */
import { announceEnded, endSessions, onSessionsEnded } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';

/** What a session's end does to a socket: close it with a code and reason. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
}

// setTimeout takes at most 2^31-1 ms (about 24.8 days) and fires at once for more; a parent's
// session lasts 30 days, so a longer wait is taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Held {
  sockets: Set<ClosableSocket>;
  expiresAt: number;
  timer?: NodeJS.Timeout;
}

/** Tracks sockets per session key and closes them when their session ends. */
export class SessionSockets {
  readonly #held = new Map<string, Held>();
  readonly #db: Db;
  readonly #close: { code: number; reason: string };
  readonly #stopListening: () => void;

  constructor(db: Db, close: { code: number; reason: string }) {
    this.#db = db;
    this.#close = close;
    this.#stopListening = onSessionsEnded((keys) => {
      for (const key of keys) this.#closeAll(key);
    });
  }

  /** How many sockets a session holds open. */
  count(sessionKey: string): number {
    return this.#held.get(sessionKey)?.sockets.size ?? 0;
  }

  /** Holds a socket for its session until `release`; its session ends at `expiresAt`. */
  hold(sessionKey: string, expiresAt: Date, socket: ClosableSocket): void {
    let held = this.#held.get(sessionKey);
    if (!held) {
      held = { sockets: new Set(), expiresAt: expiresAt.getTime() };
      this.#held.set(sessionKey, held);
      this.#schedule(sessionKey, held);
    }
    held.sockets.add(socket);
  }

  /** Lets go of a closed socket. */
  release(sessionKey: string, socket: ClosableSocket): void {
    const held = this.#held.get(sessionKey);
    if (!held) return;
    held.sockets.delete(socket);
    if (held.sockets.size > 0) return;
    clearTimeout(held.timer);
    this.#held.delete(sessionKey);
  }

  /** Stops listening and clears every timer (the endpoint is shutting down). */
  stop(): void {
    this.#stopListening();
    for (const held of this.#held.values()) clearTimeout(held.timer);
    this.#held.clear();
  }

  #schedule(sessionKey: string, held: Held): void {
    const wait = held.expiresAt - Date.now();
    held.timer = setTimeout(
      () => {
        if (Date.now() < held.expiresAt) return this.#schedule(sessionKey, held);
        // Deleting announces the end to every listener; if the sweep got there first, the row
        // is gone and the sockets are closed here all the same.
        if (endSessions(this.#db, { sessionKeys: [sessionKey] }) === 0) announceEnded([sessionKey]);
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    held.timer.unref();
  }

  #closeAll(sessionKey: string): void {
    const held = this.#held.get(sessionKey);
    if (!held) return;
    clearTimeout(held.timer);
    this.#held.delete(sessionKey);
    for (const socket of held.sockets) socket.close(this.#close.code, this.#close.reason);
  }
}
