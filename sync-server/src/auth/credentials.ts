/**
 * @module
 * The sessions a request presents. A token given explicitly (the `token` query parameter of the
 * sync endpoint, or a bearer header) is the only credential considered, so a device or a test
 * acts as exactly one principal; otherwise every session cookie counts, because a browser may
 * hold a staff and an owner session at once.
 */
import type { Principal } from '@cubby/shared/access';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../db/client.ts';
import { SESSION_COOKIES } from './cookies.ts';
import { validateSession } from './sessions.ts';
import { hashToken } from './tokens.ts';

/** A validated credential: who, the token, and a stable key for per-session limits. */
export interface Credential {
  principal: Principal;
  token: string;
  sessionKey: string;
}

/** Where a request may carry tokens. */
export interface CredentialSource {
  explicitToken?: string | null | undefined;
  authorization?: string | null | undefined;
  cookieHeader?: string | null | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The tokens a request presents, explicit ones first and alone. */
export function presentedTokens(source: CredentialSource): string[] {
  const bearer = source.authorization ? BEARER.exec(source.authorization)?.[1] : undefined;
  const explicit = source.explicitToken ?? bearer;
  if (explicit) return [explicit];
  const cookies = parseCookies(source.cookieHeader ?? '');
  return Object.values(SESSION_COOKIES).flatMap((name) => (cookies[name] ? [cookies[name]] : []));
}

/** The valid credentials a request presents; empty when none is valid. */
export function readCredentials(db: Db, source: CredentialSource): Credential[] {
  return presentedTokens(source).flatMap((token) => {
    const principal = validateSession(db, token);
    return principal ? [{ principal, token, sessionKey: hashToken(token) }] : [];
  });
}
