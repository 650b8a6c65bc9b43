/**
 * @module
 * How a kiosk checks a PIN while it is offline (decision 029): each contact's verifier is
 * PBKDF2-HMAC-SHA256 of the PIN under one roster salt, in base64url. The server derives it with
 * node's crypto and the kiosk with WebCrypto; these parameters and the known answer below are
 * what keeps the two the same algorithm.
 */

/** PBKDF2 iterations: about 70 ms a PIN on the server, a little more on a tablet. */
export const PIN_VERIFIER_ITERATIONS = 600_000;

/** Bytes of a verifier (one SHA-256 block). */
export const PIN_VERIFIER_BYTES = 32;

/** What the roster salt is an HMAC of, under the server's PIN key. */
export const ROSTER_SALT_LABEL = 'cubby kiosk roster salt';

/** One PIN, salt and verifier both derivations must agree on (salt and verifier in base64url). */
export const PIN_VERIFIER_KNOWN_ANSWER = {
  pin: '2580',
  salt: 'Y3ViYnkgcm9zdGVyIHNhbHQgZm9yIHRlc3Rz',
  verifier: 'ZAgNJdorrJrzqgkuCgkvMEMRlRPwy-oQMZvDabJYNX0',
} as const;
