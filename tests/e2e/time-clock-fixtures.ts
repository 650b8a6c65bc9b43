/**
 * @module
 * What the time clock's browser tests start from: rooms made by the owner through the API, a
 * person signed in as themselves, and a person's punches through the API.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addFamilyByApi, type TestFamily, uniqueTag } from './support/families.ts';
import type { AddedPerson } from './support/people.ts';
import { ownerToken } from './support/people.ts';

/** Rooms made for a test, by name and id. */
export interface TestRooms {
  infants: string;
  toddlers: string;
  ids: { infants: string; toddlers: string };
  /** A family of one child, in no room yet. */
  family: TestFamily;
}

const RULES = {
  infants: { minAgeMonths: 0, maxAgeMonths: 12, childrenPerStaff: 4, maxChildren: 8 },
  toddlers: { minAgeMonths: 12, maxAgeMonths: 36, childrenPerStaff: 6, maxChildren: 12 },
};

/** Two rooms of the test's own (an Infants and a Toddlers room), made by the owner. */
export async function addRooms(request: APIRequestContext): Promise<TestRooms> {
  const tag = uniqueTag();
  const names = { infants: `Infants ${tag}`, toddlers: `Toddlers ${tag}` };
  const owner = { Authorization: `Bearer ${await ownerToken(request)}` };
  const make = async (room: keyof typeof RULES) => {
    const made = await request.post('/api/rooms', {
      headers: owner,
      data: { name: names[room], ...RULES[room] },
    });
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const ids = { infants: await make('infants'), toddlers: await make('toddlers') };
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

/** Puts a child in a room, as the owner does. */
export async function placeChild(
  request: APIRequestContext,
  customerId: string,
  roomId: string,
): Promise<void> {
  const moved = await request.patch(`/api/customers/${customerId}`, {
    headers: { Authorization: `Bearer ${await ownerToken(request)}` },
    data: { roomId },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}
