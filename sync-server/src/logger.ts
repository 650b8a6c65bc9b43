/**
 * @module
 * One JSON line per event, so an operator can grep a day's log for a document or a role.
 */

/** How much to log: `silent` for tests that provoke errors on purpose. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info';

/** Structured logging with an event name and fields. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

/** A logger that writes events at or above `level`. */
export function createLogger(level: LogLevel): Logger {
  const write = (
    at: Exclude<LogLevel, 'silent'>,
    event: string,
    fields?: Record<string, unknown>,
  ) => {
    if (RANK[at] > RANK[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, event, ...fields });
    (at === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  };
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
  };
}

/** The message of any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
