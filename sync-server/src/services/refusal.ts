/**
 * @module
 * Why a service or a query refused to do what it was asked, in the domain's words. Services know
 * nothing of HTTP: the app's error handler turns a refusal into its status (`http/refusals.ts`),
 * so a later caller (the kiosk, a script, a sync hook) gets the same reason without a status.
 */

/** The kinds of refusal, each one status at the HTTP edge. */
export type RefusalKind = 'invalid' | 'not-found' | 'conflict' | 'upstream-failed';

/** A refusal with a sentence a person can read. */
export class Refusal extends Error {
  readonly kind: RefusalKind;

  constructor(kind: RefusalKind, message: string) {
    super(message);
    this.name = 'Refusal';
    this.kind = kind;
  }
}

// Declared as functions, not arrow constants, so TypeScript narrows after a call to one.

/** The input breaks a rule (HTTP 400). */
export function invalid(message: string): never {
  throw new Refusal('invalid', message);
}
/** No such record (HTTP 404). */
export function notFound(message: string): never {
  throw new Refusal('not-found', message);
}
/** The request conflicts with the current state (HTTP 409). */
export function conflict(message: string): never {
  throw new Refusal('conflict', message);
}
/** A provider Cubby relies on refused or could not be reached (HTTP 502). */
export function upstreamFailed(message: string): never {
  throw new Refusal('upstream-failed', message);
}
