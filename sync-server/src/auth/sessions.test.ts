import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../db/client.ts';
import { authSessions } from '../db/schema.ts';
import {
  createSession,
  deleteExpiredSessions,
  revokeSession,
  SESSION_TTL_MS,
  validateSession,
} from './sessions.ts';

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
    const principal = { role: 'customer', subject: 'login-1', customerId: 'family-a' } as const;
    const now = new Date('2026-11-21T12:00:00Z');
    const { token } = createSession(database.db, principal, now);

    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(validateSession(database.db, token, now)).toEqual(principal);
    const expired = new Date(now.getTime() + SESSION_TTL_MS.customer + 1);
    expect(validateSession(database.db, token, expired)).toBeNull();

    revokeSession(database.db, token);
    expect(validateSession(database.db, token, now)).toBeNull();
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
});
