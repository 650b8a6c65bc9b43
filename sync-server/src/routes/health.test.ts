import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplicationStatus } from '../replication/replica-lag.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { healthRoutes } from './health.ts';

const stats = { hits: 0, misses: 0, entries: 0, bytes: 0 };
const replicated: ReplicationStatus = {
  url: 's3://acorns/cubby',
  lagSeconds: 0.4,
  lastReplicatedAt: '2026-11-27T09:14:05Z',
  checkedAt: '2026-11-27T09:14:06.000Z',
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// The route over the test app's database, with figures of its own.
const healthOf = async (replication: ReplicationStatus | null, token?: string) => {
  const routes = healthRoutes({
    db: app.db,
    documentsLoaded: () => 3,
    responseCache: () => stats,
    timeZone: 'Australia/Sydney',
    replication: () => replication,
  });
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return (await routes.request('/health', { headers })).json();
};

describe('GET /api/health', () => {
  it('tells anyone only that the server is up, and in which time zone', async () => {
    const up = { status: 'ok', timeZone: 'Australia/Sydney' };
    expect(await healthOf(replicated)).toEqual(up);
    expect(await healthOf(replicated, app.tokens.staff)).toEqual(up);
    expect(await healthOf(replicated, 'not-a-session')).toEqual(up);
  });

  it('tells the owner every figure, replication off as null', async () => {
    expect(await healthOf(null, app.tokens.owner)).toEqual({
      status: 'ok',
      timeZone: 'Australia/Sydney',
      documentsLoaded: 3,
      responseCache: stats,
      replication: null,
    });
  });

  it("tells the owner the replica's lag as last checked", async () => {
    expect(await healthOf(replicated, app.tokens.owner)).toMatchObject({
      status: 'ok',
      replication: replicated,
    });
  });
});
