import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../db/client.ts';
import { authSessions, customers, families } from '../db/schema.ts';
import {
  createSession,
  deleteExpiredSessions,
  endSessions,
  onSessionsEnded,
  revokeSession,
  SESSION_TTL_MS,
  validateSession,
} from './sessions.ts';
import { hashToken } from './tokens.ts';

describe('sessions', () => {
  let dir: string;
  let database: Database_;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-sessions-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resolve a token to its principal until it expires or is revoked', () => {
    const principal = { role: 'staff', subject: 'staff-1' } as const;
    const now = new Date('2026-11-21T12:00:00Z');
    const { token } = createSession(database.db, principal, now);

    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(validateSession(database.db, token, now)).toEqual(principal);
    const expired = new Date(now.getTime() + SESSION_TTL_MS.customer + 1);
    expect(validateSession(database.db, token, expired)).toBeNull();

    revokeSession(database.db, token);
    expect(validateSession(database.db, token, now)).toBeNull();
  });

  it("resolve a parent's token to their family and its children as they are now", () => {
    const db = database.db;
    db.insert(families).values({ id: 'family-a', name: 'Ada Lovelace' }).run();
    db.insert(customers)
      .values({
        id: 'child-1',
        familyId: 'family-a',
        name: 'Ada Lovelace',
        createdAt: new Date(1000),
      })
      .run();
    const now = new Date('2026-11-21T12:00:00Z');
    const { token } = createSession(
      db,
      { role: 'customer', subject: 'login-1', familyId: 'family-a' },
      now,
    );
    expect(validateSession(db, token, now)).toEqual({
      role: 'customer',
      subject: 'login-1',
      familyId: 'family-a',
      childIds: ['child-1'],
    });
    // A sibling added later is reachable with the same session at once.
    db.insert(customers)
      .values({
        id: 'child-2',
        familyId: 'family-a',
        name: 'Byron Lovelace',
        createdAt: new Date(2000),
      })
      .run();
    expect(validateSession(db, token, now)).toMatchObject({ childIds: ['child-1', 'child-2'] });
  });

  it('never store the token itself', () => {
    const { token } = createSession(database.db, { role: 'staff', subject: 's' });
    const stored = JSON.stringify(database.db.select().from(authSessions).all());
    expect(stored).not.toContain(token);
  });

  it('are random and distinct', () => {
    const tokens = new Set(
      Array.from(
        { length: 50 },
        () => createSession(database.db, { role: 'staff', subject: 's' }).token,
      ),
    );
    expect(tokens.size).toBe(50);
  });

  it('sweep expired rows', () => {
    const long = new Date('2020-01-01T00:00:00Z');
    createSession(database.db, { role: 'owner', subject: 'o' }, long);
    createSession(database.db, { role: 'owner', subject: 'o' });
    expect(deleteExpiredSessions(database.db)).toBe(1);
  });

  it('announce every ended session, whichever way it ends', () => {
    const db = database.db;
    const ended: string[] = [];
    const stop = onSessionsEnded((keys) => ended.push(...keys));
    const open = (principal: Parameters<typeof createSession>[1], at?: Date) =>
      createSession(db, principal, at).token;
    try {
      const staff = open({ role: 'staff', subject: 'staff-1' });
      const parent = { role: 'customer', subject: 'login-1', familyId: 'family-a' } as const;
      const kept = open(parent);
      const other = open(parent);
      const family = open({ role: 'customer', subject: 'login-2', familyId: 'family-b' });
      const old = open({ role: 'owner', subject: 'owner-1' }, new Date('2020-01-01T00:00:00Z'));

      revokeSession(db, staff);
      expect(ended).toEqual([hashToken(staff)]);
      endSessions(db, { role: 'customer', subject: 'login-1', exceptToken: kept });
      expect(ended.at(-1)).toBe(hashToken(other));
      expect(validateSession(db, kept)).not.toBeNull();
      endSessions(db, { familyId: 'family-b' });
      expect(ended.at(-1)).toBe(hashToken(family));
      deleteExpiredSessions(db);
      expect(ended.at(-1)).toBe(hashToken(old));
      expect(ended).toHaveLength(4);
      // Nothing left to end announces nothing.
      expect(endSessions(db, { tokens: [] })).toBe(0);
      revokeSession(db, staff);
      expect(ended).toHaveLength(4);
    } finally {
      stop();
    }
  });
});
