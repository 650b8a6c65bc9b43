/**
 * @module
 * Who may read Cubby's files: only the user it runs as. The database holds every family's
 * contact details, notes and password hashes, so the data directory is 0700 and its files 0600
 * (decision 017). The process umask covers what SQLite and the scripts create; these functions
 * cover folders and files that already exist, such as an install from before, upgraded in place.
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
} from 'node:fs';
import path from 'node:path';

/** Mode of every folder Cubby creates or keeps data in. */
export const PRIVATE_DIR_MODE = 0o700;
/** Mode of every file Cubby writes data to. */
export const PRIVATE_FILE_MODE = 0o600;
/** Umask under which whatever the process creates is readable by its user alone. */
export const PRIVATE_UMASK = 0o077;

/** The folder of backups inside a data directory, by default. */
export const BACKUPS_DIR = 'backups';

/** Creates `dir` (and missing parents) private to this user, or makes an existing one so. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty and private if it does not exist, or makes an existing one private. */
export function ensurePrivateFile(file: string): void {
  if (existsSync(file)) {
    tighten(file, PRIVATE_FILE_MODE);
    return;
  }
  // SQLite gives its -wal and -shm files the database file's mode, so this one decides theirs.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  tighten(file, PRIVATE_FILE_MODE);
}

/**
 * Makes the data directory and everything Cubby keeps in it private: the database and its side
 * files, databases a restore set aside, and the default backups folder with its backups. Other
 * files an operator put there are left alone.
 */
export function tightenDataDir(dataDir: string): void {
  ensurePrivateDir(dataDir);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const entryPath = path.join(dataDir, entry.name);
    if (entry.isFile() && entry.name.startsWith('cubby.sqlite')) {
      tighten(entryPath, PRIVATE_FILE_MODE);
    } else if (entry.isDirectory() && entry.name === BACKUPS_DIR) {
      tightenBackupsDir(entryPath);
    }
  }
}

/** Makes a backups folder and the backups in it private. */
export function tightenBackupsDir(dir: string): void {
  tighten(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.sqlite')) {
      tighten(path.join(dir, entry.name), PRIVATE_FILE_MODE);
    }
  }
}

// Only ever removes permissions, and leaves alone what belongs to another user (chmod would be
// refused): the process can still use it, and the operator decides about someone else's files.
function tighten(target: string, mode: number): void {
  const current = statSync(target).mode & 0o777;
  if ((current & ~mode) === 0) return;
  try {
    chmodSync(target, current & mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
