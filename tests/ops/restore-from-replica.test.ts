import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseRestoreArgs } from '@cubby/ops/from-replica';
import { describe, expect, it } from 'vitest';
import { useCleanups } from './support/cleanups.ts';
import { type CubbyProcess, runCommand, startCubby } from './support/cubby-process.ts';
import { waitForGeneration } from './support/replica.ts';
import { addCustomer, callApi, signIn } from './support/rest-client.ts';

interface Health {
  status: string;
  replication: { url: string; lagSeconds: number | null; lastReplicatedAt: string | null } | null;
}

const namesOf = async (server: CubbyProcess) =>
  (
    await callApi<Array<{ name: string }>>(server.url, 'GET', '/api/customers', {
      token: await signIn(server.url, 'staff'),
    })
  )
    .map((customer) => customer.name)
    .sort();

describe("restoring from Litestream's replica", () => {
  const { defer, tempDir } = useCleanups();
  const started = async (dataDir: string, env: Record<string, string>, launcher = true) => {
    const server = await startCubby(
      dataDir,
      { LOG_LEVEL: 'error', ...env },
      launcher ? 'sync-server/dist/serve.js' : 'sync-server/dist/main.js',
    );
    defer(() => server.stop());
    return server;
  };

  it('restores the latest state and a point in time with scripts/restore, and refuses what it cannot do', async () => {
    const replica = pathToFileURL(tempDir()).href;
    const dataDir = tempDir();
    const source = await started(dataDir, { LITESTREAM_REPLICA_URL: replica });
    const staff = await signIn(source.url, 'staff');
    await addCustomer(source.url, staff, 'Before The Moment');
    // Two sync intervals: the first family is in the replica before the moment is taken.
    await sleep(2_500);
    const moment = new Date().toISOString();
    await sleep(1_500);
    await addCustomer(source.url, staff, 'After The Moment');
    const health = await callApi<Health>(source.url, 'GET', '/api/health', {
      token: await signIn(source.url, 'owner'),
    });
    expect(health.replication).toMatchObject({ url: replica });

    // While the server runs, a restore changes nothing; nor does bad input, at any time.
    const before = readdirSync(dataDir).sort();
    const refusals = [
      { args: ['--from-replica', replica], code: 3, says: 'is open in another process' },
      { args: ['--from-replica', 'https://example.com/x'], code: 2, says: 'not https://' },
      { args: ['--from-replica', replica, '--timestamp', 'yesterday'], code: 2, says: 'ISO 8601' },
      {
        args: ['--from-replica', replica, '--timestamp', '2026-11-21 09:30'],
        code: 2,
        says: 'ISO 8601',
      },
      { args: ['--from-replica'], code: 2, says: 'LITESTREAM_REPLICA_URL' },
    ];
    for (const { args, code, says } of refusals) {
      const refused = await runCommand('node', ['scripts/ops/restore.ts', ...args], {
        DATA_DIR: dataDir,
        LITESTREAM_REPLICA_URL: '',
      });
      expect(refused.code, `${args.join(' ')}: ${refused.stderr}`).toBe(code);
      expect(refused.stderr).toContain(says);
      expect(readdirSync(dataDir).sort()).toEqual(before);
    }
    expect(await source.stop()).toBe(0);

    // The latest state (SIGTERM let Litestream ship the last write), into the same folder.
    const latest = await runCommand('bash', ['scripts/restore', '--from-replica'], {
      DATA_DIR: dataDir,
      LITESTREAM_REPLICA_URL: replica,
    });
    expect(latest.code, latest.stderr).toBe(0);
    expect(latest.stdout).toContain(`Restored ${replica} to ${path.join(dataDir, 'cubby.sqlite')}`);
    expect(latest.stdout).toContain('the previous database is kept as');
    // The database set aside (with the -shm Litestream's connection left beside it).
    const kept = readdirSync(dataDir).filter((file) => /\.before-restore-[\dTZ-]+Z$/.test(file));
    expect(kept).toHaveLength(1);
    const restored = await started(dataDir, {}, false);
    expect(await namesOf(restored)).toEqual(['After The Moment', 'Before The Moment']);
    expect(await restored.stop()).toBe(0);

    // The moment between the two families, into a fresh folder.
    const pointDir = tempDir();
    const point = await runCommand(
      'node',
      ['scripts/ops/restore.ts', '--from-replica', replica, '--timestamp', moment],
      { DATA_DIR: pointDir },
    );
    expect(point.code, point.stderr).toBe(0);
    const atMoment = await started(pointDir, {}, false);
    expect(await namesOf(atMoment)).toEqual(['Before The Moment']);
    expect(await atMoment.stop()).toBe(0);

    // Before the replica's history began: nothing to restore, nothing changed.
    const tooEarly = await runCommand(
      'node',
      ['scripts/ops/restore.ts', '--from-replica', replica, '--timestamp', '2020-01-01T00:00:00Z'],
      { DATA_DIR: pointDir },
    );
    expect(tooEarly.code).toBe(1);
    expect(tooEarly.stderr).toContain('holds no state at 2020-01-01T00:00:00.000Z');
  });

  it('starts a new container on an empty volume from the replica with LITESTREAM_RESTORE=1, and empty when there is none yet', async () => {
    const replica = pathToFileURL(tempDir()).href;
    const first = await started(tempDir(), {
      LITESTREAM_REPLICA_URL: replica,
      LITESTREAM_RESTORE: '1',
      LOG_LEVEL: 'info',
    });
    expect(first.lines().join('\n')).toContain('"event":"replication.no-replica"');
    await addCustomer(first.url, await signIn(first.url, 'staff'), 'Kept Off The Machine');
    // Litestream takes the database up at its first check, within a second of starting; from
    // then on a stop ships everything.
    await waitForGeneration(fileURLToPath(replica));
    expect(await first.stop()).toBe(0);

    const volume = tempDir();
    const second = await started(volume, {
      LITESTREAM_REPLICA_URL: replica,
      LITESTREAM_RESTORE: '1',
      LOG_LEVEL: 'info',
    });
    expect(await namesOf(second), [...first.lines(), ...second.lines()].join('\n')).toEqual([
      'Kept Off The Machine',
    ]);
    expect(existsSync(path.join(volume, 'litestream.yml'))).toBe(true);
  });
});

describe('scripts/restore arguments', () => {
  it('reads a backup file, or a replica with an optional moment', () => {
    expect(parseRestoreArgs(['/b/cubby.sqlite'], undefined)).toEqual({
      kind: 'backup',
      file: '/b/cubby.sqlite',
    });
    expect(parseRestoreArgs(['--from-replica'], 's3://acorns/cubby')).toEqual({
      kind: 'replica',
      url: 's3://acorns/cubby',
      timestamp: undefined,
    });
    expect(
      parseRestoreArgs(
        ['--from-replica', 'file:///r', '--timestamp', '2026-11-21T09:30:00+10:00'],
        undefined,
      ),
    ).toEqual({ kind: 'replica', url: 'file:///r', timestamp: '2026-11-20T23:30:00.000Z' });
  });

  it('says what is wrong with a scheme, a moment or a missing replica', () => {
    const problem = (args: string[], url?: string) => {
      const request = parseRestoreArgs(args, url);
      return 'problem' in request ? request.problem : null;
    };
    expect(problem([])).toBe('');
    expect(problem(['a', 'b'])).toBe('');
    expect(problem(['--from-replica', 'gs://bucket/x'])).toMatch(/s3:\/\/ or file:\/\//);
    expect(problem(['--from-replica', 'file:///r', '--timestamp', '2026-11-21T09:30:00'])).toMatch(
      /with a zone/,
    );
    expect(problem(['--from-replica', 'file:///r', '--timestamp', '2026-02-30T09:30:00Z'])).toMatch(
      /ISO 8601/,
    );
    expect(problem(['--from-replica', 'file:///r', '--timestamp'])).toMatch(/needs a moment/);
    expect(problem(['--from-replica', 'file:///r', 'file:///s'])).toMatch(/unexpected argument/);
    expect(problem(['--from-replica'])).toMatch(/LITESTREAM_REPLICA_URL/);
  });
});
