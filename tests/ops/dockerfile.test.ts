import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '@cubby/sync-server/testing/free-port';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, REPO_ROOT } from './support/cubby-process.ts';
import {
  instructionsOf,
  parseDockerfile,
  parseEnv,
  runStages,
  type SkipRule,
} from './support/dockerfile.ts';

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
      expect.arrayContaining(['node', 'sync-server/src/main.ts']),
    );
  });

  describe('built and run with its own commands, outside Docker', () => {
    const scratch = makeTempDir('cubby-docker-');
    const dataDir = makeTempDir('cubby-docker-data-');
    let server: ChildProcess | undefined;
    afterAll(() => {
      server?.kill('SIGKILL');
      rmSync(scratch, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers its health check, serves the app, backs up, and exits 0 on SIGTERM', async () => {
      const built = await runStages(stages, { contextDir: REPO_ROOT, scratch, skip: SKIPPED });
      // Every rule is still needed: a rule that matches nothing hides nothing and should go.
      expect(built.skipped.map(({ rule }) => rule)).toEqual(SKIPPED);

      const port = await freePort();
      const env = { ...process.env, ...built.env, DATA_DIR: dataDir, PORT: String(port) };
      const [command = '', ...args] = JSON.parse(instructionsOf(final, 'CMD').at(-1) ?? '[]');
      const started = spawn(command, args, {
        cwd: built.workdir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = started;
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

      const healthcheck =
        instructionsOf(final, 'HEALTHCHECK')
          .at(-1)
          ?.replace(/^.*? CMD /, '') ?? '';
      expect(await shellExitCode(healthcheck, built.workdir, env)).toBe(0);
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
  });
});
