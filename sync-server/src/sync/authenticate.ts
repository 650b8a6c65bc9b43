/**
 * @module
 * Who is connecting: the `token` query parameter the stock WebsocketProvider sends, or else the
 * session cookies a same-origin browser sends. A token given explicitly is the only credential
 * considered, so a test or a device can connect as exactly one principal.
 */
import type { IncomingMessage } from 'node:http';
import { type AccessMode, accessTo, type Principal } from '@cubby/shared/access';
import type { DocRef } from '@cubby/shared/docs';
import { parse as parseCookies } from 'hono/utils/cookie';
import { SESSION_COOKIES } from '../auth/cookies.ts';
import { validateSession } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';

/** A validated credential: who, and a stable key for per-session limits. */
export interface Credential {
  principal: Principal;
  sessionKey: string;
}

/** The valid credentials a connection presents; empty when none is valid. */
export function readCredentials(db: Db, request: IncomingMessage, url: URL): Credential[] {
  const explicit = url.searchParams.get('token');
  const cookies = parseCookies(request.headers.cookie ?? '');
  const tokens =
    explicit !== null
      ? [explicit]
      : Object.values(SESSION_COOKIES).flatMap((name) => (cookies[name] ? [cookies[name]] : []));
  return tokens.flatMap((token) => {
    const principal = validateSession(db, token);
    return principal ? [{ principal, sessionKey: hashToken(token) }] : [];
  });
}

/** The credential that reaches furthest into the document, and how far. */
export function bestAccess(
  credentials: Credential[],
  doc: DocRef,
): { credential: Credential; mode: AccessMode } | null {
  let best: { credential: Credential; mode: AccessMode } | null = null;
  for (const credential of credentials) {
    const access = accessTo(credential.principal, doc);
    if (access === 'write') return { credential, mode: 'write' };
    if (access === 'read' && !best) best = { credential, mode: 'read' };
  }
  return best;
}
