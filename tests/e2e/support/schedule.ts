/**
 * @module
 * Setting up the Schedule Overview through the API: a parent's answer for the week the screens
 * open on, a staff note of that week, and the standing note the server holds for a child.
 */
import {
  type APIRequestContext,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { type Family, firstChange, ownPassword, thisMonday } from './customer.ts';
import { staffToken } from './staff.ts';

/**
 * The parent answers for the shown week (or `weekStart`) through the portal's API, on a request
 * context of their own (so their session never mixes with the staff one): log in with the family's first password, set a
 * password, answer.
 */
export async function parentAnswers(
  family: Family,
  status: string,
  details: object,
  weekStart: string = thisMonday,
): Promise<void> {
  const parent = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await parent.post('/api/customer/login', {
      data: { username: family.username, password: family.firstPassword },
    });
    expect(login.ok()).toBe(true);
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const changed = await parent.post('/api/customer/change-password', {
      headers,
      data: firstChange(family, ownPassword()),
    });
    expect(changed.ok()).toBe(true);
    const answer = await parent.post('/api/customer/schedule/confirm-week', {
      headers,
      data: { weekStart, status, details },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  } finally {
    await parent.dispose();
  }
}

/** Saves a staff note of the week the screens open on. */
export async function writeStaffNote(
  request: APIRequestContext,
  customerId: string,
  note: string,
): Promise<void> {
  const token = await staffToken(request);
  const response = await request.post('/api/weekly-notes/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerId, weekStart: thisMonday, note },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The standing note the server holds for a child. */
export async function storedStandingNote(
  request: APIRequestContext,
  customerId: string,
): Promise<string | null | undefined> {
  const token = await staffToken(request);
  const response = await request.get('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const customers = (await response.json()) as Array<{ id: string; notes: string | null }>;
  return customers.find((customer) => customer.id === customerId)?.notes;
}
