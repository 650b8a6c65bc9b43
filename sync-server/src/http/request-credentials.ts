/**
 * @module
 * The valid sessions an HTTP request presents: its bearer token first, then its session cookies
 * (`readCredentials` merges and de-duplicates them). Every route that looks at who is calling
 * reads them here.
 */
import type { Context } from 'hono';
import { type Credential, readCredentials } from '../auth/credentials.ts';
import type { Db } from '../db/client.ts';

/** The request's valid credentials; empty when none is valid. */
export function requestCredentials(db: Db, c: Context): Credential[] {
  return readCredentials(db, {
    authorization: c.req.header('authorization'),
    cookieHeader: c.req.header('cookie'),
  });
}
