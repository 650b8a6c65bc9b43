/**
 * @module
 * Staff, owner and customer sessions in the auth_sessions table. The sync endpoint and the REST
 * routes both resolve a token to a principal here, and every way a session ends (logout, a
 * password change, a removed or switched-off login, expiry) goes through `endSessions`, which
 * announces the ended sessions so open sync connections close at once (decision 016).
 */
import type { Principal } from '@cubby/shared/access';
import { and, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-once.ts';
import { authSessions } from '../db/schema.ts';
import { familyChildIds } from '../queries/families.ts';
import { generateToken, hashToken } from './tokens.ts';

/** How long a session of each role lasts: a front-desk tablet stays signed in for a fortnight. */
export const SESSION_TTL_MS: Readonly<Record<SessionPrincipal['role'], number>> = {
  staff: 14 * 24 * 60 * 60 * 1000,
  owner: 12 * 60 * 60 * 1000,
  customer: 30 * 24 * 60 * 60 * 1000,
};

const storedPrincipalSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('staff'), subject: z.string() }),
  z.object({ role: z.literal('owner'), subject: z.string() }),
  z.object({ role: z.literal('customer'), subject: z.string(), familyId: z.string() }),
]);

/**
 * Who a session is for, as it is stored: a parent's session names the family, and the children
 * it reaches are read each time it is found, so a sibling added later is reachable at once.
 */
export type SessionPrincipal = z.infer<typeof storedPrincipalSchema>;

/** A new session for a principal; the token is returned once and never stored. */
export function createSession(
  db: Db,
  principal: SessionPrincipal,
  now = new Date(),
): { token: string; expiresAt: Date } {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS[principal.role]);
  const { role, subject } = principal;
  const sess =
    principal.role === 'customer'
      ? { role, subject, familyId: principal.familyId }
      : { role, subject };
  db.insert(authSessions)
    .values({ sid: hashToken(token), sess, expire: expiresAt })
    .run();
  return { token, expiresAt };
}

/** A live session: who, and until when. */
export interface LiveSession {
  principal: Principal;
  expiresAt: Date;
}

// Every request with a token reads its session: prepared once, it only binds the hash.
const sessionBySid = preparedOnce((db: Db) =>
  db
    .select()
    .from(authSessions)
    .where(eq(authSessions.sid, sql.placeholder('sid')))
    .prepare(),
);

/** The live session behind a token, or null when it is unknown, expired or malformed. */
export function findSession(db: Db, token: string, now = new Date()): LiveSession | null {
  if (token.length === 0 || token.length > 200) return null;
  const row = sessionBySid(db).get({ sid: hashToken(token) });
  if (!row || row.expire.getTime() <= now.getTime()) return null;
  const parsed = storedPrincipalSchema.safeParse(row.sess);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const principal: Principal =
    stored.role === 'customer'
      ? { ...stored, childIds: familyChildIds(db, stored.familyId) }
      : stored;
  return { principal, expiresAt: row.expire };
}

/** The principal behind a token, or null when it is unknown, expired or malformed. */
export function validateSession(db: Db, token: string, now = new Date()): Principal | null {
  return findSession(db, token, now)?.principal ?? null;
}

/** Which sessions to end. */
export type SessionSelector =
  /** The sessions of these tokens (logout). */
  | { tokens: readonly string[] }
  /** Sessions by stored id (`hashToken` of the token, the sync endpoint's session key). */
  | { sessionKeys: readonly string[] }
  /** Every session of one staff or owner account, or one parent login, but `exceptToken`'s. */
  | { role: Principal['role']; subject: string; exceptToken?: string }
  /** Every parent session of a family (the family is deleted). */
  | { familyId: string }
  /** Every session expired by `expiredBy` (the sweep). */
  | { expiredBy: Date };

/** Told the stored ids (session keys) of sessions that just ended. */
export type SessionsEndedListener = (sessionKeys: readonly string[]) => void;

// Process-wide: a session key is the hash of a random token, so it names one session in one
// database, and every sync endpoint in the process closes only the connections it holds.
const listeners = new Set<SessionsEndedListener>();

/** Calls `listener` whenever sessions end; returns the function that stops it. */
export function onSessionsEnded(listener: SessionsEndedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Ends sessions: deletes them and tells every listener (the sync endpoint closes their
 * connections with 4401). The one way a session ends, so a future path (staff deactivation)
 * only has to call it. Takes a transaction as well as the database; the announcement is made
 * at once, which at worst closes a connection whose session a rolled-back transaction kept.
 * Returns how many sessions ended.
 */
export function endSessions(db: Pick<Db, 'delete'>, selector: SessionSelector): number {
  const ended = db
    .delete(authSessions)
    .where(sessionsWhere(selector))
    .returning({ sid: authSessions.sid })
    .all()
    .map((row) => row.sid);
  if (ended.length > 0) announceEnded(ended);
  return ended.length;
}

/**
 * Tells the listeners that sessions are over without touching the table: for a session that
 * expired while its row is still there, or was deleted by someone who could not announce it.
 */
export function announceEnded(sessionKeys: readonly string[]): void {
  for (const listener of listeners) listener(sessionKeys);
}

function sessionsWhere(selector: SessionSelector): SQL | undefined {
  if ('tokens' in selector || 'sessionKeys' in selector) {
    const sids = 'tokens' in selector ? selector.tokens.map(hashToken) : [...selector.sessionKeys];
    return sids.length === 0 ? sql`0` : inArray(authSessions.sid, sids);
  }
  if ('familyId' in selector) {
    return sql`json_extract(${authSessions.sess}, '$.familyId') = ${selector.familyId}`;
  }
  if ('expiredBy' in selector) return lt(authSessions.expire, selector.expiredBy);
  return and(
    sql`json_extract(${authSessions.sess}, '$.role') = ${selector.role}`,
    sql`json_extract(${authSessions.sess}, '$.subject') = ${selector.subject}`,
    selector.exceptToken === undefined
      ? undefined
      : ne(authSessions.sid, hashToken(selector.exceptToken)),
  );
}

/** Ends one session (logout). */
export function revokeSession(db: Db, token: string): void {
  endSessions(db, { tokens: [token] });
}

/** Ends expired sessions; run now and then so the table does not grow without end. */
export function deleteExpiredSessions(db: Db, now = new Date()): number {
  return endSessions(db, { expiredBy: now });
}
