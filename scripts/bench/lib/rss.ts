/**
 * @module
 * Resident memory of another process, read from /proc. The server runs as a child process so
 * that the load generator's own heap (250 Y.Docs and sockets) is not counted against it.
 */
import { readFileSync } from 'node:fs';

/** VmRSS of a process in bytes; null when /proc is unavailable or the process is gone. */
export function readRssBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Bytes as MiB with one decimal, or "n/a". */
export function formatMiB(bytes: number | null): string {
  return bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
