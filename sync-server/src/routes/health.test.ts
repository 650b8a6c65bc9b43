import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { ReplicationStatus } from '../replication/replica-lag.ts';
import { healthRoutes } from './health.ts';

// The health answer only asks the database to answer a query.
const db = { get: () => ({ 1: 1 }) } as unknown as Db;
const stats = { hits: 0, misses: 0, entries: 0, bytes: 0 };

const healthOf = async (replication: () => ReplicationStatus | null) => {
  const app = healthRoutes({
    db,
    documentsLoaded: () => 3,
    responseCache: () => stats,
    timeZone: 'Australia/Sydney',
    replication,
  });
  return (await app.request('/health')).json();
};

describe('GET /api/health', () => {
  it('says replication is off with null, beside every field it had', async () => {
    expect(await healthOf(() => null)).toEqual({
      status: 'ok',
      timeZone: 'Australia/Sydney',
      documentsLoaded: 3,
      responseCache: stats,
      replication: null,
    });
  });

  it("reports the replica's lag as last checked", async () => {
    const status = {
      url: 's3://acorns/cubby',
      lagSeconds: 0.4,
      lastReplicatedAt: '2026-11-27T09:14:05Z',
      checkedAt: '2026-11-27T09:14:06.000Z',
    };
    expect(await healthOf(() => status)).toMatchObject({ status: 'ok', replication: status });
  });
});
