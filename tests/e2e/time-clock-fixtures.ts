/**
 * @module
 * What the time clock's browser tests start from: rooms (stored straight into the test server's
 * SQLite file, the rooms screens being another part of issue 19), a person signed in as
 * themselves, and a person's punches through the API.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { customers, rooms } from '@cubby/sync-server/db/schema';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { addFamilyByApi, type TestFamily, uniqueTag } from './support/families.ts';
import type { AddedPerson } from './support/people.ts';

/** Rooms made for a test, by name and id. */
export interface TestRooms {
  infants: string;
  toddlers: string;
  ids: { infants: string; toddlers: string };
  /** The family added so the server rewrites the directory; its child is in no room yet. */
  family: TestFamily;
}

/**
 * Two rooms stored straight into the test server's SQLite file (the rooms screens are another
 * part of issue 19), then a family added through the API so the server rewrites the directory,
 * rooms included, for every staff device.
 */
export async function addRooms(request: APIRequestContext): Promise<TestRooms> {
  const tag = uniqueTag();
  const names = { infants: `Infants ${tag}`, toddlers: `Toddlers ${tag}` };
  const ids = { infants: randomUUID(), toddlers: randomUUID() };
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through tests/playwright.config.ts');
  const sqlite = new Database(path.join(dataDir, 'cubby.sqlite'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    drizzle(sqlite)
      .insert(rooms)
      .values([
        {
          id: ids.infants,
          name: names.infants,
          minAgeMonths: 0,
          maxAgeMonths: 12,
          childrenPerStaff: 4,
          maxChildren: 8,
          position: 0,
        },
        {
          id: ids.toddlers,
          name: names.toddlers,
          minAgeMonths: 12,
          maxAgeMonths: 36,
          childrenPerStaff: 6,
          maxChildren: 12,
          position: 1,
        },
      ])
      .run();
  } finally {
    sqlite.close();
  }
  const family = await addFamilyByApi(request, 'Rooms');
  return { ...names, ids, family };
}

/** Signs a person in through the sign-in screen at `path`. */
export async function signInAs(page: Page, person: AddedPerson, password: string, at: string) {
  await page.goto(at);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeHidden();
  await page.goto(at);
}

/** A signed-in API session of `person`, for punches that set a test up. */
export async function personToken(
  request: APIRequestContext,
  person: AddedPerson,
  password: string,
): Promise<string> {
  const login = await request.post('/api/login', {
    data: { username: person.username, password },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Puts a child in a room, straight in the test server's SQLite file (as `addRooms`). */
export function placeChild(customerId: string, roomId: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through tests/playwright.config.ts');
  const sqlite = new Database(path.join(dataDir, 'cubby.sqlite'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    drizzle(sqlite).update(customers).set({ roomId }).where(eq(customers.id, customerId)).run();
  } finally {
    sqlite.close();
  }
}
