import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { freePort } from '@cubby/sync-server/testing/free-port';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, REPO_ROOT } from './support/cubby-process.ts';
import {
  instructionsOf,
  parseDockerfile,
  parseEnv,
  runStages,
  type SkipRule,
} from './support/dockerfile.ts';
import { waitForGeneration } from './support/replica.ts';

const DOCKERFILE = path.join(REPO_ROOT, 'sync-server/Dockerfile');
const stages = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
const final = stages.at(-1);
if (!final) throw new Error('the Dockerfile has no stage');

const PNPM_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    packageManager: string;
  }
).packageManager.split('@')[1];

// The only commands not run here: they set up the operating system, which the test command's
// bootstrap has already done on this machine (compilers, and pnpm at the same version).
const SKIPPED: SkipRule[] = [
  { matches: /^apt-get update && apt-get install /, why: 'Debian packages to compile addons' },
  { matches: new RegExp(`^npm install -g pnpm@${PNPM_VERSION}$`), why: 'pnpm, on the PATH here' },
  {
    matches: /^mkdir -p \/data && chown node:node \/data && chmod 700 \/data$/,
    why: 'the volume, a temp dir here',
  },
];

/** Runs a shell command as HEALTHCHECK does and resolves with its exit code. */
function shellExitCode(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', command], { cwd, env, timeout: 10_000 }, (error) =>
      resolve(error ? (typeof error.code === 'number' ? error.code : 1) : 0),
    );
  });
}

describe('the Docker image (sync-server/Dockerfile)', () => {
  it('builds in stages on Node 24 slim and runs as a non-root user with its data in /data', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:24-[a-z]+-slim$/);
    const users = instructionsOf(final, 'USER');
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(instructionsOf(final, 'VOLUME')).toEqual(['/data']);
    const env = Object.assign({}, ...instructionsOf(final, 'ENV').map(parseEnv));
    expect(env).toMatchObject({ DATA_DIR: '/data', NODE_ENV: 'production' });
    expect(instructionsOf(final, 'HEALTHCHECK').join(' ')).toMatch(/ CMD .*\/api\/health/);
    // The exec form, so node is PID 1 and receives docker stop's SIGTERM itself.
    expect(JSON.parse(instructionsOf(final, 'CMD').at(-1) ?? 'null')).toEqual(
      expect.arrayContaining(['node', 'sync-server/dist/serve.js']),
    );
  });

  describe('built and run with its own commands, outside Docker', () => {
    const OWNER = { username: 'owner', password: 'docker-owner-password-1' };
    const scratch = makeTempDir('cubby-docker-');
    const dataDir = makeTempDir('cubby-docker-data-');
    const replicaDir = makeTempDir('cubby-docker-replica-');
    const restoredDir = makeTempDir('cubby-docker-restored-');
    const servers: ChildProcess[] = [];
    afterAll(() => {
      for (const server of servers) server.kill('SIGKILL');
      for (const dir of [scratch, dataDir, replicaDir, restoredDir])
        rmSync(dir, { recursive: true, force: true });
    });
    // Built once, by the first test that needs it.
    let building: Promise<Awaited<ReturnType<typeof runStages>>> | undefined;
    const build = () => {
      building ??= runStages(stages, { contextDir: REPO_ROOT, scratch, skip: SKIPPED });
      return building;
    };
    const healthcheck =
      instructionsOf(final, 'HEALTHCHECK')
        .at(-1)
        ?.replace(/^.*? CMD /, '') ?? '';

    /** GET /api/health as the owner reads it, with every figure (decision 068). */
    const ownersHealth = async (port: number) => {
      const login = await fetch(`http://127.0.0.1:${port}/api/owner-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(OWNER),
      });
      const { token } = (await login.json()) as { token: string };
      const health = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return health.json();
    };

    /** Starts the final stage's CMD with its ENV and `extra`; resolves once it listens. */
    const startCmd = async (extra: Record<string, string>) => {
      const built = await build();
      const port = await freePort();
      const env = { ...process.env, ...built.env, PORT: String(port), ...extra };
      const [command = '', ...args] = JSON.parse(instructionsOf(final, 'CMD').at(-1) ?? '[]');
      const started = spawn(command, args, {
        cwd: built.workdir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      servers.push(started);
      const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
      const log: string[] = [];
      createInterface({ input: started.stderr }).on('line', (line) => log.push(line));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`did not listen:\n${log.join('\n')}`)),
          30_000,
        );
        createInterface({ input: started.stdout }).on('line', (line) => {
          if (line.includes(`listening on http://localhost:${port}`)) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      return { built, env, port, started, exited };
    };

    it('answers its health check, serves the app, backs up, and exits 0 on SIGTERM', async () => {
      const built = await build();
      // Every rule is still needed: a rule that matches nothing hides nothing and should go.
      expect(built.skipped.map(({ rule }) => rule)).toEqual(SKIPPED);

      const { env, port, started, exited } = await startCmd({
        DATA_DIR: dataDir,
        OWNER_PASSWORD: OWNER.password,
      });
      expect(await shellExitCode(healthcheck, built.workdir, env)).toBe(0);
      // The health check itself signs in as nobody; the replication figure is the owner's.
      const health = await ownersHealth(port);
      expect(health).toMatchObject({ status: 'ok', replication: null });
      const page = await fetch(`http://127.0.0.1:${port}/attendance`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      const backup = await shellExitCode(
        `node scripts/ops/backup.ts ${path.join(dataDir, 'backups')}/`,
        built.workdir,
        env,
      );
      expect(backup).toBe(0);

      started.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The same check fails once the server is gone.
      expect(await shellExitCode(healthcheck, built.workdir, env)).not.toBe(0);
    }, 900_000);

    it('replicates to a file:// replica under Litestream, ships the last write on SIGTERM and exits 0', async () => {
      const replica = pathToFileURL(replicaDir).href;
      const { built, env, port, started, exited } = await startCmd({
        DATA_DIR: path.join(scratch, 'replicated-data'),
        LITESTREAM_REPLICA_URL: replica,
        STAFF_PASSWORD: 'docker-staff-password-1',
        OWNER_PASSWORD: OWNER.password,
      });
      expect(await shellExitCode(healthcheck, built.workdir, env)).toBe(0);
      const health = await ownersHealth(port);
      expect(health.replication).toMatchObject({ url: replica });
      await waitForGeneration(replicaDir);
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'staff', password: 'docker-staff-password-1' }),
      });
      const { token } = (await login.json()) as { token: string };
      const added = await fetch(`http://127.0.0.1:${port}/api/customers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: 'Shipped At Stop',
          email: '',
          phone: '',
          hourlyRate: '12.50',
        }),
      });
      expect(added.status).toBe(201);

      // At once: only Litestream's last sync, after the server exits, can have shipped it.
      started.kill('SIGTERM');
      expect(await exited).toBe(0);

      const restore = await shellExitCode(
        `node scripts/ops/restore.ts --from-replica ${replica}`,
        built.workdir,
        { ...env, DATA_DIR: restoredDir },
      );
      expect(restore).toBe(0);
      const db = new Database(path.join(restoredDir, 'cubby.sqlite'), { readonly: true });
      try {
        expect(db.prepare('select name from customers').pluck().all()).toEqual(['Shipped At Stop']);
      } finally {
        db.close();
      }
    }, 900_000);
  });
});
