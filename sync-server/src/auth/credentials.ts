/**
 * @module
 * The sessions a request presents. The sync endpoint takes a `token` parameter as the only
 * credential, so a device or a test connects as exactly one principal. REST takes the bearer
 * token first and the session cookies after it, because the spec's client sends its stored staff
 * token with every request while a browser may also hold an owner or a parent session.
 */
import type { Principal } from '@cubby/shared/access';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../db/client.ts';
import { SESSION_COOKIES } from './cookies.ts';
import { findKioskSession } from './kiosk-tokens.ts';
import { findSession } from './sessions.ts';
import { hashToken } from './tokens.ts';

/** A validated credential: who, the token, a stable key for per-session limits, and its end. */
export interface Credential {
  principal: Principal;
  token: string;
  /** The session's stored id, which `onSessionsEnded` announces. */
  sessionKey: string;
  expiresAt: Date;
}

/** Where a request may carry tokens. */
export interface CredentialSource {
  /** A token that, when given, is the only credential (the sync endpoint's parameter). */
  explicitToken?: string | null | undefined;
  authorization?: string | null | undefined;
  cookieHeader?: string | null | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The tokens a request presents: an explicit one alone, else the bearer, then the cookies. */
export function presentedTokens(source: CredentialSource): string[] {
  if (source.explicitToken) return [source.explicitToken];
  const bearer = source.authorization ? BEARER.exec(source.authorization)?.[1] : undefined;
  const cookies = parseCookies(source.cookieHeader ?? '');
  const fromCookies = Object.values(SESSION_COOKIES).flatMap((name) =>
    cookies[name] ? [cookies[name]] : [],
  );
  return [...new Set([...(bearer ? [bearer] : []), ...fromCookies])];
}

/** The valid credentials a request presents (sessions and kiosk tokens); empty when none is. */
export function readCredentials(db: Db, source: CredentialSource): Credential[] {
  return presentedTokens(source).flatMap((token) => {
    const session = findSession(db, token) ?? findKioskSession(db, token);
    return session ? [{ ...session, token, sessionKey: hashToken(token) }] : [];
  });
}
