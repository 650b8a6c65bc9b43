/**
 * Staff kiosk PINs in-process: a staff member sets their own, the owner sets a temporary one for
 * someone; the rules are the parents' (easy PINs refused, 4 to 6 digits), a PIN is unique across
 * staff and families alike (409 either way), and only a keyed lookup and an Argon2id hash are
 * kept, the audit log saying whose PIN was set and never the PIN.
 */
import { PIN_RUN_MESSAGE } from '@cubby/shared/pin-rules';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditEntries } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fingerprint } from './contract/db-fingerprint.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const setOwn = (pin: unknown, token = app.tokens.staff) =>
  app.request('PUT', '/api/time-clock/pin', { token, body: { pin } });
const setFor = (accountId: string, pin: unknown, token = app.tokens.owner) =>
  app.request('PUT', `/api/staff/${accountId}/pin`, { token, body: { pin } });
const accountRow = (id: string) => app.db.select().from(accounts).where(eq(accounts.id, id)).get();

async function expectStatus(response: Promise<Response>, status: number, text?: string) {
  const answered = await response;
  const body = await answered.text();
  expect(answered.status, body).toBe(status);
  if (text !== undefined) expect(body).toBe(text);
}

describe('a staff member’s kiosk PIN', () => {
  it('is set by the person, kept as a lookup and an Argon2id hash, audited without it', async () => {
    await expectStatus(setOwn('3691'), 200);
    const row = accountRow(app.accountIds.staff);
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinLookup).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('3691');
    const entry = app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'account.pin-set'))
      .get();
    expect(entry).toMatchObject({
      summary: 'staff set their own kiosk PIN',
      after: { accountId: app.accountIds.staff, setBy: 'self' },
    });
    expect(JSON.stringify(entry)).not.toContain('3691');
  });

  it('is refused when easy to guess, with the reason, and changes nothing', async () => {
    const before = fingerprint(app.core.database);
    await expectStatus(setOwn('4567'), 400, `pin: ${PIN_RUN_MESSAGE}`);
    await expectStatus(setOwn('12'), 400, 'pin: A PIN is 4 to 6 digits');
    expect(fingerprint(app.core.database)).toBe(before);
  });

  it('is unique across staff and families: each side is told another holds it', async () => {
    const family = await app.addFamily('Ada Lovelace');
    await expectStatus(
      app.request('PUT', '/api/customer/pin', { token: family.token, body: { pin: '2580' } }),
      200,
    );
    await expectStatus(setOwn('2580'), 409, 'That PIN is taken; choose another');
    await expectStatus(setOwn('3691'), 200);
    await expectStatus(setOwn('3691'), 200);
    await expectStatus(setFor(app.accountIds.owner, '3691'), 409);
    await expectStatus(
      app.request('PUT', '/api/customer/pin', { token: family.token, body: { pin: '3691' } }),
      409,
    );
  });

  it('can be set for someone by the owner alone', async () => {
    await expectStatus(setFor(app.accountIds.staff, '7531'), 200);
    const entry = app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'account.pin-set'))
      .get();
    expect(entry?.summary).toBe('Set a temporary kiosk PIN for staff');
    await expectStatus(setFor(app.accountIds.owner, '7532', app.tokens.staff), 403);
    await expectStatus(setFor('00000000-0000-4000-8000-000000000000', '7533'), 404);
    const family = await app.addFamily('Ada Lovelace');
    await expectStatus(setOwn('7534', family.token), 403);
  });
});
