import {
  docNames,
  getAttendanceDay,
  getStaffNote,
  listConfirmations,
  listDirectory,
} from '@cubby/shared/docs';
import { customerLogins } from '@cubby/sync-server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { currentMonday, issueToken } from './support/test-server.ts';

const MONDAY = '2026-11-16';
const WEDNESDAY = '2026-11-18';
// A week a family may answer now (decision 066).
const ANSWER_MONDAY = currentMonday();

describe('a REST write', () => {
  const fixture = useTestServer();

  async function api(method: string, path: string, token: string, body?: unknown) {
    const response = await fetch(`${fixture.test.server.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
      300,
    );
    return response.json() as Promise<Record<string, unknown>>;
  }

  it('shows on live clients of the documents it changes', async () => {
    const { db } = fixture.test.server;
    const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
    const directory = await fixture.open(docNames.directory(), staff);
    const week = await fixture.open(docNames.week(MONDAY), staff);

    const created = await api('POST', '/api/customers', staff, {
      name: 'Ada Lovelace',
      email: '',
      phone: '',
      hourlyRate: '12.50',
    });
    const customerId = String(created.id);
    await waitFor(
      () => listDirectory(directory.doc).some((entry) => entry.id === customerId),
      'the new customer in the directory',
    );

    await api('POST', '/api/attendance/toggle', staff, {
      customerId,
      date: WEDNESDAY,
      isPresent: true,
      dailyCost: '150.00',
    });
    await waitFor(
      () => getAttendanceDay(week.doc, customerId, WEDNESDAY)?.isPresent === true,
      'attendance on the tablet',
    );

    await api('POST', '/api/weekly-notes/staff', staff, {
      customerId,
      weekStart: MONDAY,
      note: 'Nap after lunch',
    });
    await waitFor(() => getStaffNote(week.doc, customerId) === 'Nap after lunch', 'staff note');
  });

  it("shows a parent's confirmation on the staff confirmations document", async () => {
    const { db } = fixture.test.server;
    const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
    const created = await api('POST', '/api/customers', staff, {
      name: 'Grace Hopper',
      email: '',
      phone: '',
      hourlyRate: '12.50',
    });
    const customerId = String(created.id);
    // The parent has already replaced the shared first password.
    const login = db
      .update(customerLogins)
      .set({ requiresPasswordChange: false })
      .where(eq(customerLogins.familyId, String(created.familyId)))
      .returning({ id: customerLogins.id })
      .get();
    if (!login) throw new Error('creating a customer made no login');
    const parent = issueToken(db, {
      role: 'customer',
      subject: login.id,
      familyId: String(created.familyId),
    });
    const screen = await fixture.open(docNames.confirmations(ANSWER_MONDAY), staff);

    await api('POST', '/api/customer/schedule/confirm-week', parent, {
      weekStart: ANSWER_MONDAY,
      status: 'confirmed',
      details: {},
    });
    await waitFor(
      () => listConfirmations(screen.doc, ANSWER_MONDAY).get(customerId)?.status === 'confirmed',
      'the confirmation on the staff screen',
    );
  });
});
