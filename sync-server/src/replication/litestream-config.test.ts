import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { litestreamConfigYaml, writeLitestreamConfig } from './litestream-config.ts';

describe("Litestream's configuration", () => {
  it('names the database, the replica, the sync interval, retention and snapshots', () => {
    const yaml = litestreamConfigYaml({
      databaseFile: '/data/cubby.sqlite',
      replicaUrl: 's3://acorns/cubby',
      syncInterval: '1s',
      logLevel: 'warn',
    });
    expect(yaml).toContain('logging:\n  level: "warn"\n  type: "json"\n');
    expect(yaml).toContain('dbs:\n  - path: "/data/cubby.sqlite"\n    replicas:\n');
    expect(yaml).toContain('      - url: "s3://acorns/cubby"\n');
    expect(yaml).toContain('        sync-interval: "1s"\n');
    expect(yaml).toContain('        retention: "72h"\n');
    expect(yaml).toContain('        snapshot-interval: "24h"\n');
  });

  it('quotes paths that YAML would otherwise read differently', () => {
    const yaml = litestreamConfigYaml({
      databaseFile: '/srv/a: "b" #c/cubby.sqlite',
      replicaUrl: 'file:///mnt/x',
      syncInterval: '10s',
      logLevel: 'silent',
    });
    expect(yaml).toContain('  level: "error"\n');
    expect(yaml).toContain('  - path: "/srv/a: \\"b\\" #c/cubby.sqlite"\n');
  });

  it('writes it into the data directory, readable by its user alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cubby-litestream-config-'));
    try {
      const setup = {
        databaseFile: `${dir}/cubby.sqlite`,
        replicaUrl: 'file:///r',
        syncInterval: '1s',
        logLevel: 'info' as const,
      };
      const file = writeLitestreamConfig(dir, setup);
      expect(file).toBe(path.join(dir, 'litestream.yml'));
      expect(readFileSync(file, 'utf8')).toBe(litestreamConfigYaml(setup));
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
