/**
 * @module
 * What the probe of the kiosk had, made over the real server's own routes: staff and owner
 * sessions of real accounts, families made at the desk with a parent who signed in and chose a
 * password, PINs set as a parent or by staff, and kiosks staff made (decision 065's findings).
 */
import { randomUUID } from 'node:crypto';
import type { CreatedCustomerResponse, CreatedKioskDeviceResponse } from '@cubby/shared/schemas';
import { attemptCounts, auditEntries } from '@cubby/sync-server/db/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { issueToken, type TestServer } from '../../sync/support/test-server.ts';

/** One answer: status and text. */
export interface Answer {
  status: number;
  text: string;
}

/** Calls the server as a bearer of `token`. */
export async function call(
  test: TestServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Answer & { retryAfter: number | null }> {
  const response = await fetch(`${test.server.url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const retryAfter = response.headers.get('Retry-After');
  return {
    status: response.status,
    text: await response.text(),
    retryAfter: retryAfter === null ? null : Number(retryAfter),
  };
}

/** A staff member's and the owner's sessions, each of an account of their own. */
export function deskSessions(test: TestServer): {
  staff: string;
  staffId: string;
  owner: string;
} {
  const staffId = `staff-${randomUUID()}`;
  return {
    staff: issueToken(test.server.db, { role: 'staff', subject: staffId }),
    staffId,
    owner: issueToken(test.server.db, { role: 'owner', subject: `owner-${randomUUID()}` }),
  };
}

/** A family made at the desk, and its parent signed in with a password of their own. */
export interface ProbeFamily {
  customerId: string;
  familyId: string;
  parent: string;
}

/** Staff add a child; the family's parent signs in and changes the first password. */
export async function familyWithParent(
  test: TestServer,
  staff: string,
  name: string,
): Promise<ProbeFamily> {
  const created = await call(test, 'POST', '/api/customers', staff, {
    name,
    email: '',
    phone: '',
    hourlyRate: '12.50',
  });
  expect(created.status, created.text).toBe(201);
  const customer = JSON.parse(created.text) as CreatedCustomerResponse;
  const login = customer.login;
  if (!login) throw new Error('the family has no login');
  const { username, password } = login;
  const signedIn = await call(test, 'POST', '/api/customer/login', null, { username, password });
  expect(signedIn.status, signedIn.text).toBe(200);
  const { token } = JSON.parse(signedIn.text) as { token: string };
  const changed = await call(test, 'POST', '/api/customer/change-password', token, {
    newPassword: `a parent's own password ${randomUUID()}`,
  });
  expect(changed.status, changed.text).toBe(200);
  return { customerId: customer.id, familyId: customer.familyId, parent: token };
}

/** The parent sets their own kiosk PIN. */
export async function setOwnPin(test: TestServer, family: ProbeFamily, pin: string) {
  const set = await call(test, 'PUT', '/api/customer/pin', family.parent, { pin });
  expect(set.status, set.text).toBe(200);
}

/** Staff make a tablet a kiosk. */
export async function makeKiosk(
  test: TestServer,
  staff: string,
  name: string,
): Promise<CreatedKioskDeviceResponse> {
  const made = await call(test, 'POST', '/api/kiosk/devices', staff, { name });
  expect(made.status, made.text).toBe(201);
  return JSON.parse(made.text) as CreatedKioskDeviceResponse;
}

/** Audit entries of `action`, as the table keeps them. */
export function auditOf(test: TestServer, action: string) {
  return test.server.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.action, action))
    .orderBy(auditEntries.id)
    .all();
}

/** How many guesses the facility's budget has counted in its current hour. */
export function facilityGuesses(test: TestServer): number {
  return (
    test.server.db
      .select({ count: attemptCounts.count })
      .from(attemptCounts)
      .where(eq(attemptCounts.key, 'kiosk-facility'))
      .get()?.count ?? 0
  );
}
