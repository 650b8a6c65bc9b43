/**
 * @module
 * The two saved tokens of spec section 3: the staff token under `authToken` and the owner token
 * under `ownerToken`, in local storage.
 */
import { AUTH_TOKEN_STORAGE_KEY, OWNER_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';

/** Which saved token. */
export type TokenKind = 'staff' | 'owner';

const KEYS: Record<TokenKind, string> = {
  staff: AUTH_TOKEN_STORAGE_KEY,
  owner: OWNER_TOKEN_STORAGE_KEY,
};

/** A saved token, or null. */
export function readToken(kind: TokenKind): string | null {
  return localStorage.getItem(KEYS[kind]);
}

/** Saves a token. */
export function saveToken(kind: TokenKind, token: string): void {
  localStorage.setItem(KEYS[kind], token);
}

/** Forgets a token. */
export function clearToken(kind: TokenKind): void {
  localStorage.removeItem(KEYS[kind]);
}

// Which saved tokens a sign-in on the sign-in page is: an owner's session is also the owner
// token (decision 072), so the owner's calls and the finance documents go with it and no second
// password is asked.
const TOKENS_OF_SIGN_IN: Record<'staff' | 'owner', readonly TokenKind[]> = {
  staff: ['staff'],
  owner: ['staff', 'owner'],
};

/** Saves the token of a sign-in on the sign-in page, of a staff or an owner account. */
export function saveSignInToken(token: string, role: 'staff' | 'owner'): void {
  for (const kind of TOKENS_OF_SIGN_IN[role]) saveToken(kind, token);
}
