import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCleanups } from './support/cleanups.ts';
import { runCommand, startCubby } from './support/cubby-process.ts';
import { addCustomer, signIn } from './support/rest-client.ts';

const modeOf = (target: string) => statSync(target).mode & 0o777;

/** The mode of a folder and of everything under it, by path relative to `root`. */
function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(root).toString(8) };
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    modes[entry] = modeOf(path.join(root, entry)).toString(8);
  }
  return modes;
}

describe('file modes', () => {
  const { defer, tempDir } = useCleanups();

  it('keeps the database, its side files and backups to its own user (0600 files in 0700 folders)', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const server = await startCubby(dataDir, { LOG_LEVEL: 'error' });
    defer(() => server.stop());
    await addCustomer(server.url, await signIn(server.url, 'staff'), 'Private Family');
    const backup = await runCommand('bash', ['scripts/backup'], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    const elsewhere = path.join(tempDir(), 'offsite', 'nested');
    const named = await runCommand('bash', ['scripts/backup', `${elsewhere}/`], {
      DATA_DIR: dataDir,
    });
    expect(named.code, named.stderr).toBe(0);

    const [backupName] = readdirSync(path.join(dataDir, 'backups'));
    expect(modesUnder(dataDir)).toEqual({
      '.': '700',
      'cubby.sqlite': '600',
      'cubby.sqlite-wal': '600',
      'cubby.sqlite-shm': '600',
      // The kiosk PIN key, kept beside the database and never in it (decision 027).
      'pin-key': '600',
      backups: '700',
      [`backups/${backupName}`]: '600',
    });
    const [offsiteName] = readdirSync(elsewhere);
    expect(modesUnder(elsewhere)).toEqual({ '.': '700', [offsiteName ?? '']: '600' });
    expect(modeOf(path.dirname(elsewhere))).toBe(0o700);
  });

  it('tightens an install from before, with 0755 folders and 0644 files, when it starts and backs up', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = await startCubby(dataDir, { LOG_LEVEL: 'error' });
    await addCustomer(first.url, await signIn(first.url, 'staff'), 'Older Family');
    expect(await first.stop()).toBe(0);
    // As an older Cubby left it: everything readable by every local user.
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups);
    writeFileSync(path.join(backups, 'cubby-2026-01-01T00-00-00Z.sqlite'), 'an older backup');
    writeFileSync(path.join(dataDir, 'operator-notes.txt'), 'not Cubby’s');
    for (const dir of [dataDir, backups]) chmodSync(dir, 0o755);
    for (const file of ['cubby.sqlite', 'pin-key', 'backups/cubby-2026-01-01T00-00-00Z.sqlite']) {
      chmodSync(path.join(dataDir, file), 0o644);
    }
    chmodSync(path.join(dataDir, 'operator-notes.txt'), 0o644);

    const server = await startCubby(dataDir, { LOG_LEVEL: 'error' });
    defer(() => server.stop());
    expect(modesUnder(dataDir)).toMatchObject({
      '.': '700',
      'cubby.sqlite': '600',
      'pin-key': '600',
      backups: '700',
      'backups/cubby-2026-01-01T00-00-00Z.sqlite': '600',
      // Not Cubby's file: left as the operator made it.
      'operator-notes.txt': '644',
    });
    await addCustomer(server.url, await signIn(server.url, 'staff'), 'Newer Family');
    const backup = await runCommand('bash', ['scripts/backup'], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    const modes = modesUnder(dataDir);
    const sqliteFiles = Object.entries(modes).filter(([name]) => name.includes('.sqlite'));
    expect(sqliteFiles.length).toBeGreaterThanOrEqual(5);
    for (const [name, mode] of sqliteFiles) expect(mode, name).toBe('600');
    expect(await server.stop()).toBe(0);

    // A restore into a data folder puts the database back private, whatever the backup's mode.
    const [backupName] = readdirSync(backups).filter((name) => !name.startsWith('cubby-2026-01'));
    const backupFile = path.join(backups, backupName ?? '');
    chmodSync(backupFile, 0o644);
    const restoredDir = path.join(tempDir(), 'restored');
    const restore = await runCommand('bash', ['scripts/restore', backupFile], {
      DATA_DIR: restoredDir,
    });
    expect(restore.code, restore.stderr).toBe(0);
    expect(modesUnder(restoredDir)).toEqual({ '.': '700', 'cubby.sqlite': '600' });
  });
});
