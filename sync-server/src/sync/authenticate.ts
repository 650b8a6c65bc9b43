/**
 * @module
 * Who is connecting, by the `token` query parameter the stock WebsocketProvider sends or the
 * session cookies a same-origin browser sends, and how far that reaches into a document.
 */
import type { IncomingMessage } from 'node:http';
import { type AccessMode, accessTo } from '@cubby/shared/access';
import type { DocRef } from '@cubby/shared/docs';
import { type Credential, readCredentials } from '../auth/credentials.ts';
import type { Db } from '../db/client.ts';

/** The valid credentials a connection presents: its `token` parameter, else its cookies. */
export function readConnectionCredentials(
  db: Db,
  request: IncomingMessage,
  url: URL,
): Credential[] {
  return readCredentials(db, {
    explicitToken: url.searchParams.get('token'),
    cookieHeader: request.headers.cookie,
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
