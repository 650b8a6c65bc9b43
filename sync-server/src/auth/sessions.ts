/**
 * @module
 * Staff, owner and customer sessions in the auth_sessions table. The sync endpoint and the REST
 * routes both resolve a token to a principal here.
 */
import type { Principal } from '@cubby/shared/access';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { authSessions } from '../db/schema.ts';
import { generateToken, hashToken } from './tokens.ts';

/** How long a session of each role lasts: a front-desk tablet stays signed in for a fortnight. */
export const SESSION_TTL_MS: Readonly<Record<Principal['role'], number>> = {
  staff: 14 * 24 * 60 * 60 * 1000,
  owner: 12 * 60 * 60 * 1000,
  customer: 30 * 24 * 60 * 60 * 1000,
};

const principalSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('staff'), subject: z.string() }),
  z.object({ role: z.literal('owner'), subject: z.string() }),
  z.object({ role: z.literal('customer'), subject: z.string(), customerId: z.string() }),
]);

/** A new session for a principal; the token is returned once and never stored. */
export function createSession(
  db: Db,
  principal: Principal,
  now = new Date(),
): { token: string; expiresAt: Date } {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS[principal.role]);
  db.insert(authSessions)
    .values({ sid: hashToken(token), sess: principal, expire: expiresAt })
    .run();
  return { token, expiresAt };
}

/** The principal behind a token, or null when it is unknown, expired or malformed. */
export function validateSession(db: Db, token: string, now = new Date()): Principal | null {
  if (token.length === 0 || token.length > 200) return null;
  const row = db
    .select()
    .from(authSessions)
    .where(eq(authSessions.sid, hashToken(token)))
    .get();
  if (!row || row.expire.getTime() <= now.getTime()) return null;
  const parsed = principalSchema.safeParse(row.sess);
  return parsed.success ? parsed.data : null;
}

/** Ends a session (logout). */
export function revokeSession(db: Db, token: string): void {
  db.delete(authSessions)
    .where(eq(authSessions.sid, hashToken(token)))
    .run();
}

/** Deletes expired sessions; run now and then so the table does not grow without end. */
export function deleteExpiredSessions(db: Db, now = new Date()): number {
  return db.delete(authSessions).where(lt(authSessions.expire, now)).run().changes;
}
