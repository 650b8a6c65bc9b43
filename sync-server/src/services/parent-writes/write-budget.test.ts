import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from '../../db/client.ts';
import { PARENT_WRITE_BUDGET, takeParentWrite, tooManyWritesMessage } from './write-budget.ts';

const HOUR_MS = 60 * 60 * 1000;
const AT = new Date('2026-12-07T15:00:00Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

describe("a parent's budget of writes", () => {
  let dir: string;
  let database: Database_;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-budget-'));
    database = openDatabase(dir);
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const take = (loginId: string, familyId: string, at = AT) =>
    takeParentWrite(database.db, { loginId, familyId }, at);

  it("stops one login at its hour's writes until the hour is over", () => {
    for (let n = 0; n < PARENT_WRITE_BUDGET.perLogin; n++) expect(take('ada', 'f1')).toBe(0);
    const wait = take('ada', 'f1', later(10 * 60_000));
    expect(wait).toBe(50 * 60_000);
    expect(tooManyWritesMessage(wait)).toBe(
      'Too many changes in a short time. Try again in 50 minutes.',
    );
    // Another family's parent is not held up; this one may write again once the hour is over.
    expect(take('alan', 'f2')).toBe(0);
    expect(take('ada', 'f1', later(HOUR_MS))).toBe(0);
  });

  it("stops a family's logins together at the family's writes", () => {
    const { perLogin, perFamily } = PARENT_WRITE_BUDGET;
    const logins = Math.ceil(perFamily / perLogin) + 1;
    let allowed = 0;
    for (let login = 0; login < logins; login++) {
      for (let n = 0; n < perLogin; n++) if (take(`parent-${login}`, 'f1') === 0) allowed++;
    }
    expect(allowed).toBe(perFamily);
    expect(take('a-new-login', 'f1')).toBeGreaterThan(0);
  });
});
