/**
 * @module
 * Open sync connections per person, whatever session they came through: a session holds at most
 * `maxConnectionsPerSession`, and signing in again makes a new session, so the bound that holds
 * is this one (decision 067; 128 connections from one login in the second outside probe).
 */
import type { Principal } from '@cubby/shared/access';

/** The person behind a principal: their role and account, login or kiosk id. */
export function personOf(principal: Pick<Principal, 'role' | 'subject'>): string {
  return `${principal.role}:${principal.subject}`;
}

/** Counts open connections per person. */
export class PersonConnections {
  readonly #open = new Map<string, number>();

  /** How many connections a person holds open. */
  count(person: string): number {
    return this.#open.get(person) ?? 0;
  }

  /** A connection of the person opened. */
  add(person: string): void {
    this.#open.set(person, this.count(person) + 1);
  }

  /** A connection of the person closed. */
  remove(person: string): void {
    const left = this.count(person) - 1;
    if (left > 0) this.#open.set(person, left);
    else this.#open.delete(person);
  }
}
