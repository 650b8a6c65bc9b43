import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, revokeSession, SESSION_TTL_MS } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import { type Database_, openDatabase } from '../db/client.ts';
import { SessionSockets } from './session-sockets.ts';

describe('SessionSockets', () => {
  let dir: string;
  let database: Database_;
  let sockets: SessionSockets;
  const closes: Array<[string, number]> = [];
  const socket = (name: string) => ({ close: (code: number) => void closes.push([name, code]) });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-session-sockets-'));
    database = openDatabase(dir);
    sockets = new SessionSockets(database.db, { code: 4401, reason: 'session ended' });
    closes.length = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
    sockets.stop();
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("closes only the ended session's sockets, each once", () => {
    const a = createSession(database.db, { role: 'staff', subject: 's' });
    const b = createSession(database.db, { role: 'staff', subject: 's' });
    sockets.hold(hashToken(a.token), a.expiresAt, socket('a1'));
    sockets.hold(hashToken(a.token), a.expiresAt, socket('a2'));
    sockets.hold(hashToken(b.token), b.expiresAt, socket('b'));
    expect(sockets.count(hashToken(a.token))).toBe(2);

    revokeSession(database.db, a.token);
    expect(closes).toEqual([
      ['a1', 4401],
      ['a2', 4401],
    ]);
    expect(sockets.count(hashToken(a.token))).toBe(0);
    expect(sockets.count(hashToken(b.token))).toBe(1);
  });

  it("waits out a parent's 30-day session past setTimeout's 24.8-day limit, then closes", () => {
    vi.useFakeTimers();
    const start = new Date();
    const parent = { role: 'customer', subject: 'login-1', familyId: 'family-a' } as const;
    const { token, expiresAt } = createSession(database.db, parent, start);
    sockets.hold(hashToken(token), expiresAt, socket('phone'));

    vi.advanceTimersByTime(1000);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(2 ** 31);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(SESSION_TTL_MS.customer - 2 ** 31 - 1000);
    expect(closes).toEqual([['phone', 4401]]);
  });
});
