/**
 * Replays the probe's anonymous GET /api/health, which told anyone the replica's URL (bucket and
 * path), the documents loaded and the cache figures. Now an anonymous caller, or staff, learns
 * that the server is up and its time zone; the owner's session gets every figure (decision 068).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsServer,
  call,
  signIn,
  startAccountsServer,
} from './support/accounts-server.ts';

const REPLICA = 's3://acorns-cubby/centre-1';

let target: AccountsServer;
beforeAll(async () => {
  target = await startAccountsServer({ replicaUrl: REPLICA });
});
afterAll(() => target.stop());

describe('GET /api/health', () => {
  it('tells an anonymous caller no replica, no document count and no cache figures', async () => {
    const response = await call(target.url, 'GET', '/api/health');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'ok', timeZone: expect.any(String) });
    expect(text).not.toContain('acorns-cubby');
  });

  it('tells a staff session no more than an anonymous caller', async () => {
    const staff = await signIn(target.url, 'staff');
    const answer = await (await call(target.url, 'GET', '/api/health', { token: staff })).json();
    expect(Object.keys(answer).sort()).toEqual(['status', 'timeZone']);
  });

  it('tells the owner all of it', async () => {
    const owner = await signIn(target.url, 'owner');
    const answer = await (await call(target.url, 'GET', '/api/health', { token: owner })).json();
    expect(answer).toMatchObject({
      status: 'ok',
      timeZone: expect.any(String),
      documentsLoaded: expect.any(Number),
      responseCache: { hits: expect.any(Number), misses: expect.any(Number) },
      replication: { url: REPLICA },
    });
  });
});
