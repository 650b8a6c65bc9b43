import type { AuditPageResponse, StaffWithPasswordResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { facilityDate } from '../testing/facility-time.ts';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const asOwner = (method: string, url: string, body?: unknown) =>
  app.request(method, url, { token: app.tokens.owner, body });

async function audit(query = ''): Promise<AuditPageResponse> {
  const response = await asOwner('GET', `/api/audit${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AuditPageResponse;
}

async function addMaria(): Promise<StaffWithPasswordResponse> {
  const response = await asOwner('POST', '/api/staff', {
    name: 'Maria Lopez',
    username: 'maria',
    role: 'staff',
  });
  return (await response.json()) as StaffWithPasswordResponse;
}

describe('the audit log of the people who sign in', () => {
  it('names who changed which account, newest first, and never holds a password', async () => {
    const maria = await addMaria();
    await asOwner('PATCH', `/api/staff/${maria.id}`, { name: 'María López', active: false });
    const reset = (await (
      await asOwner('POST', `/api/staff/${maria.id}/reset-password`)
    ).json()) as StaffWithPasswordResponse;

    const { entries, next } = await audit();
    expect(next).toBeNull();
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['account.password-reset', 'Reset the password of María López'],
      ['account.deactivated', 'Deactivated María López'],
      ['account.renamed', 'Renamed Maria Lopez to María López'],
      ['account.added', 'Added Maria Lopez (maria) as staff'],
    ]);
    expect(entries[0]?.actor).toEqual({ kind: 'owner', id: app.accountIds.owner, name: 'owner' });
    expect(entries[2]).toMatchObject({
      before: { name: 'Maria Lopez' },
      after: { name: 'María López' },
    });
    const stored = JSON.stringify(entries);
    for (const password of [maria.password, reset.password]) expect(stored).not.toContain(password);
  });

  it('records a person changing their own password as that person', async () => {
    const changed = await app.request('POST', '/api/change-password', {
      token: app.tokens.staff,
      body: { currentPassword: TEST_PASSWORDS.staff, newPassword: 'a-new-staff-password' },
    });
    expect(changed.status).toBe(200);
    const [entry] = (await audit()).entries;
    expect(entry).toMatchObject({
      action: 'account.password-changed',
      actor: { kind: 'staff', id: app.accountIds.staff, name: 'staff' },
      summary: 'staff changed their own password',
    });
    expect(JSON.stringify(entry)).not.toContain('a-new-staff-password');
  });

  it('filters by person and facility date, and pages with next', async () => {
    const maria = await addMaria();
    for (const name of ['One', 'Two', 'Three']) {
      await asOwner('PATCH', `/api/staff/${maria.id}`, { name: `Maria ${name}` });
    }
    const first = await audit('?limit=2');
    expect(first.entries.map((entry) => entry.summary)).toEqual([
      'Renamed Maria Two to Maria Three',
      'Renamed Maria One to Maria Two',
    ]);
    const second = await audit(`?limit=2&before=${first.next}`);
    expect(second.entries.map((entry) => entry.action)).toEqual([
      'account.renamed',
      'account.added',
    ]);
    expect(second.next).toBeNull();
    expect((await audit(`?actorId=${app.accountIds.staff}`)).entries).toEqual([]);
    expect((await audit(`?actorId=${app.accountIds.owner}`)).entries).toHaveLength(4);
    const today = facilityDate();
    expect((await audit(`?from=${today}&to=${today}`)).entries).toHaveLength(4);
    expect((await audit('?to=2000-01-01')).entries).toEqual([]);
    expect((await asOwner('GET', '/api/audit?limit=0')).status).toBe(400);
    expect((await asOwner('GET', '/api/audit?from=yesterday')).status).toBe(400);
  });

  it('is the owner’s alone, and the database refuses to edit or delete an entry', async () => {
    await addMaria();
    const family = await app.addFamily('Ada Lovelace');
    expect((await app.request('GET', '/api/audit', { token: app.tokens.staff })).status).toBe(403);
    expect((await app.request('GET', '/api/audit', { token: family.token })).status).toBe(403);
    expect((await app.request('GET', '/api/audit')).status).toBe(401);
    // As an operator's sqlite3 shell would try it, on the server's own connection.
    const { sqlite } = app.core.database;
    const tamper = (statement: string) => () => sqlite.prepare(statement).run();
    expect(tamper("UPDATE audit_entries SET summary = 'nothing happened'")).toThrow(/append-only/);
    expect(tamper('DELETE FROM audit_entries')).toThrow(/append-only/);
    expect((await audit()).entries).toHaveLength(1);
  });
});
