/**
 * Upgrading in place to families: a database the release before them made (the demo roster, a
 * family added with contact details, a parent who chose their own password) opens with every
 * customer a family of one child, every chosen parent password working, and every record
 * answered as the release answered it. See fixtures/release-0004/README.md for how the database
 * was made.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { addDays } from '@cubby/shared/dates';
import type {
  ChildResponse,
  CustomerAuthResponse,
  FamilyResponse,
  FamilySummaryResponse,
} from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { useCleanups } from './support/cleanups.ts';
import { REPO_ROOT, startCubby } from './support/cubby-process.ts';
import { callApi, signIn } from './support/rest-client.ts';

const FIXTURE = path.join(REPO_ROOT, 'tests/ops/fixtures/release-0004');

interface ReleaseAnswers {
  customers: Array<{ id: string; name: string; email: string | null; phone: string | null }>;
  weeks: Record<
    string,
    { attendance: unknown; financial: unknown; confirmations: unknown[]; staffNotes: unknown }
  >;
  balances: Record<string, unknown>;
  logins: { own: Record<string, string>; firstPassword: string; added: string };
}

const release = JSON.parse(
  readFileSync(path.join(FIXTURE, 'answers.json'), 'utf8'),
) as ReleaseAnswers;

const { defer, tempDir } = useCleanups();

/** The parent logins the release stored: usernames and their customers. */
function releaseLogins(file: string): Array<{ username: string; customerId: string }> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare('select username, customer_id as customerId from customer_logins order by username')
      .all() as unknown as Array<{ username: string; customerId: string }>;
  } finally {
    db.close();
  }
}

describe('the families migration', () => {
  it('opens a database of the release before with every customer a family and every record in place', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'cubby.sqlite');
    copyFileSync(path.join(FIXTURE, 'cubby.sqlite'), file);
    const logins = releaseLogins(file);
    expect(logins).toHaveLength(release.customers.length);

    const cubby = await startCubby(dataDir, {
      CUSTOMER_DEFAULT_PASSWORD: release.logins.firstPassword,
      FACILITY_TIME_ZONE: 'America/New_York',
    });
    defer(() => cubby.stop());
    const staff = await signIn(cubby.url, 'staff');
    const owner = await signIn(cubby.url, 'owner');
    const get = <T>(apiPath: string, token: string) =>
      callApi<T>(cubby.url, 'GET', apiPath, { token });

    // Every customer is answered as before, now as the one child of a family of its own.
    const customers = await get<ChildResponse[]>('/api/customers', staff);
    expect(customers).toMatchObject(release.customers);
    for (const child of customers) expect(child.familyId).toBe(child.id);

    // Every record the release answered is answered the same.
    for (const [monday, answers] of Object.entries(release.weeks)) {
      const dates = [0, 1, 2, 3, 4].map((n) => addDays(monday, n));
      const week = dates.map((date) => `week=${date}`).join('&');
      expect(await get(`/api/attendance/weekly?${week}`, staff)).toMatchObject(
        answers.attendance as object,
      );
      const financial = `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(dates))}`;
      expect(await get(financial, owner)).toMatchObject(answers.financial as object);
      expect(await get(`/api/confirmations/weekly?weekStart=${monday}`, staff)).toEqual(
        answers.confirmations.map(undecided),
      );
      expect(await get(`/api/weekly-notes/staff?weekStart=${monday}`, staff)).toEqual(
        answers.staffNotes,
      );
    }
    for (const [id, balance] of Object.entries(release.balances)) {
      expect(await get(`/api/customers/${id}/outstanding-balance`, staff)).toEqual(
        withFamilyCharges(balance),
      );
    }

    // The login became the family's first guardian, carrying the customer's email and phone.
    const families = await get<FamilySummaryResponse[]>('/api/families', staff);
    expect(families).toHaveLength(release.customers.length);
    const grace = release.customers.find((customer) => customer.name === 'Grace Hopper');
    const graceFamily = await get<FamilyResponse>(`/api/families/${grace?.id}`, staff);
    expect(graceFamily.contacts).toEqual([
      expect.objectContaining({
        name: 'Parent of Grace Hopper',
        roles: ['guardian', 'pickup'],
        email: 'grace@example.com',
        phone: '555-0100',
        login: expect.objectContaining({ username: release.logins.added }),
      }),
    ]);

    // Every parent who chose a password signs in with it, and sees their own week as staff do.
    // A login still on the shared first password, with no welcome code beside it (made before
    // them), could be claimed by any parent: its first password has ended, and the family asks
    // the desk for a new one (decision 068).
    const thisWeek = Object.keys(release.weeks).at(-2) ?? '';
    for (const { username, customerId } of logins) {
      const password = release.logins.own[username];
      if (password === undefined) {
        const ended = await fetch(`${cubby.url}/api/customer/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: release.logins.firstPassword }),
        });
        expect(ended.status, username).toBe(401);
        expect(await ended.text()).toContain('This first password has expired');
        continue;
      }
      const signedIn = await callApi<{ token: string; customer: { id: string } }>(
        cubby.url,
        'POST',
        '/api/customer/login',
        { body: { username, password } },
      );
      expect(signedIn.customer.id, username).toBe(customerId);
      const auth = await get<CustomerAuthResponse>('/api/customer/auth', signedIn.token);
      expect(auth.children.map((child) => child.id)).toEqual([customerId]);
      if (auth.requiresPasswordChange) continue;
      const staffView = release.weeks[thisWeek]?.confirmations.find(
        (answer) => (answer as { customerId: string }).customerId === customerId,
      );
      expect(await get(`/api/customer/confirmation/${thisWeek}`, signedIn.token)).toEqual(
        staffView ? undecided(staffView) : null,
      );
    }
  });
});

// A release-0004 answer as it reads now: staff's answers to extra-day requests came later, so
// no migrated answer has one.
function undecided(answer: unknown) {
  return { ...(answer as object), decision: null, decisionMessage: null };
}

// A release-0004 balance as it reads now: the balance names the part that is the family's late
// fees and adjustments since decision 071, and the release had neither, so none of it is.
function withFamilyCharges(balance: unknown) {
  return { ...(balance as object), familyCharges: '0.00' };
}
