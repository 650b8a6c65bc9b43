import { rmSync } from 'node:fs';
import { docNames, setStaffNote } from '@cubby/shared/docs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevice, openRaw, waitFor } from '../sync/support/clients.ts';
import { ACCOUNTS, type CubbyProcess, makeTempDir, startCubby } from './support/cubby-process.ts';
import { callApi, signIn } from './support/rest-client.ts';

type LogLine = Record<string, unknown> & { event: string };

describe('the log', () => {
  let server: CubbyProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = makeTempDir();
    // The default level, as a deployment runs.
    server = await startCubby(dataDir, { LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Beside the log, stdout carries the human lines of a start (the address it listens on).
  const parsed = () =>
    server
      .lines()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const events = (name: string) => parsed().filter((line) => line.event === name);

  it('has one JSON line per request and per sync connection, and no password or token', async () => {
    const token = await signIn(server.url, 'staff');
    const refusedLogin = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'a-wrong-password-9' }),
    });
    expect(refusedLogin.status).toBe(401);
    // A token in a query string, as some clients send one, is not logged with the path.
    await callApi(server.url, 'GET', `/api/user?token=${token}`, { token });

    const docName = docNames.week('2026-11-16');
    const tablet = await openDevice(server.wsUrl, docName, token);
    setStaffNote(tablet.doc, '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70', 'Bring a spare jumper');
    await waitFor(() => events('sync.open').length === 1, 'the sync.open line');
    tablet.destroy();
    const stranger = openRaw(`${server.wsUrl}/${docName}?token=not-a-session-token-1`);
    await stranger.closed;
    await waitFor(
      () => events('sync.close').length === 1 && events('sync.refused').length === 1,
      'the sync.close and sync.refused lines',
    );

    const requests = events('http.request');
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/login', status: 200 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/login', status: 401 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/user', status: 200 }),
    );
    for (const request of requests) expect(request.ms).toEqual(expect.any(Number));

    expect(events('sync.open')).toEqual([
      expect.objectContaining({ doc: docName, role: 'staff', mode: 'write' }),
    ]);
    const [closed] = events('sync.close');
    expect(closed).toMatchObject({ doc: docName, role: 'staff', code: expect.any(Number) });
    expect(closed?.ms).toEqual(expect.any(Number));
    expect(closed?.messagesIn).toBeGreaterThan(0);
    expect(closed?.bytesIn).toBeGreaterThan(0);
    expect(closed?.messagesOut).toBeGreaterThan(0);
    expect(events('sync.refused')).toEqual([
      expect.objectContaining({ path: `/sync/${docName}`, code: 4401 }),
    ]);

    const log = server.lines().join('\n');
    for (const secret of [
      ACCOUNTS.staff.password,
      ACCOUNTS.owner.password,
      ACCOUNTS.customerDefault,
      'a-wrong-password-9',
      token,
      'not-a-session-token-1',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
