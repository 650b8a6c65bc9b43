import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from './client.ts';
import { preparedOnce, prepareEveryStatement } from './prepared-once.ts';
import { customers } from './schema.ts';

describe('preparedOnce', () => {
  let dir: string;
  let database: Database_;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-prepared-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prepares every statement set at start, so that the first use finds it ready', () => {
    let preparations = 0;
    const statements = preparedOnce((db) => {
      preparations += 1;
      return { count: db.$count(customers) };
    });
    prepareEveryStatement(database.db);
    expect(preparations).toBe(1);
    const first = statements(database.db);
    expect(statements(database.db)).toBe(first);
    prepareEveryStatement(database.db);
    expect(preparations).toBe(1);
  });
});
