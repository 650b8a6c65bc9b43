/**
 * Kiosk devices in-process: staff make a tablet a kiosk and get its token once (only its hash is
 * kept), staff and the owner list and revoke kiosks, every change is one audit entry, and a
 * kiosk token opens no other route, and none at all once revoked or once the account that made
 * it is deactivated (decision 065); the list says why and when each one stopped.
 */
import type { CreatedKioskDeviceResponse, KioskDeviceResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { kioskDevices } from '../db/schema.ts';
import { actorOf } from '../services/audit.ts';
import { expectJson } from '../testing/expect-json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const addKiosk = (name = 'Front door') =>
  expectJson<CreatedKioskDeviceResponse>(
    app.request('POST', '/api/kiosk/devices', { token: app.tokens.staff, body: { name } }),
    201,
  );

const listKiosks = (token = app.tokens.staff) =>
  expectJson<KioskDeviceResponse[]>(app.request('GET', '/api/kiosk/devices', { token }));

const entries = () =>
  app.core.database.sqlite
    .prepare('select action, actor_kind, actor_name, summary from audit_entries order by id')
    .all() as Array<{ action: string; actor_kind: string; actor_name: string; summary: string }>;

describe('making a tablet a kiosk', () => {
  it('answers the token once and keeps only its hash', async () => {
    const { deviceId, token } = await addKiosk('  Front door  ');
    expect(token).toMatch(/^[a-z2-7]{40}$/);
    const row = app.db.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get();
    expect(row?.name).toBe('Front door');
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lists every kiosk for staff and the owner, with who made it and whether it is revoked', async () => {
    const front = await addKiosk('Front door');
    const side = await addKiosk('Side gate');
    const expected = [
      {
        id: front.deviceId,
        name: 'Front door',
        createdBy: 'staff',
        lastSeenAt: null,
        revoked: false,
      },
      {
        id: side.deviceId,
        name: 'Side gate',
        createdBy: 'staff',
        lastSeenAt: null,
        revoked: false,
      },
    ];
    expect(await listKiosks()).toMatchObject(expected);
    expect(await listKiosks(app.tokens.owner)).toMatchObject(expected);
    const [first] = await listKiosks();
    expect(Number.isNaN(Date.parse(first?.createdAt ?? ''))).toBe(false);
  });

  it('refuses a name that is missing or too long, and lets only staff make one', async () => {
    const refused = await app.request('POST', '/api/kiosk/devices', {
      token: app.tokens.staff,
      body: { name: '   ' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('name: Name is required');
    const long = await app.request('POST', '/api/kiosk/devices', {
      token: app.tokens.staff,
      body: { name: 'x'.repeat(101) },
    });
    expect(long.status).toBe(400);
    const byOwner = await app.request('POST', '/api/kiosk/devices', {
      token: app.tokens.owner,
      body: { name: 'Front door' },
    });
    expect(byOwner.status).toBe(403);
  });
});

describe('a kiosk token', () => {
  it('is refused on every route that is not the kiosk’s, as a device that may not', async () => {
    const { token } = await addKiosk();
    for (const [method, url] of [
      ['GET', '/api/customers'],
      ['GET', '/api/families'],
      ['GET', '/api/kiosk/devices'],
      ['GET', '/api/audit'],
      ['GET', '/api/customer/contacts'],
    ] as const) {
      const response = await app.request(method, url, { token });
      expect(response.status, `${method} ${url}`).toBe(403);
    }
    const another = await app.request('POST', '/api/kiosk/devices', {
      token,
      body: { name: 'A kiosk making kiosks' },
    });
    expect(another.status).toBe(403);
  });

  it('stops working at once when staff or the owner revoke it, and the kiosk stays listed', async () => {
    const front = await addKiosk('Front door');
    const side = await addKiosk('Side gate');
    expect((await app.request('GET', '/api/customers', { token: front.token })).status).toBe(403);

    const revoked = await app.request('DELETE', `/api/kiosk/devices/${front.deviceId}`, {
      token: app.tokens.staff,
    });
    expect(revoked.status).toBe(200);
    // No longer anyone at all: 401, not 403.
    expect((await app.request('GET', '/api/customers', { token: front.token })).status).toBe(401);
    expect(await listKiosks()).toMatchObject([
      { id: front.deviceId, revoked: true },
      { id: side.deviceId, revoked: false },
    ]);

    const byOwner = await app.request('DELETE', `/api/kiosk/devices/${side.deviceId}`, {
      token: app.tokens.owner,
    });
    expect(byOwner.status).toBe(200);
    expect((await app.request('GET', '/api/customers', { token: side.token })).status).toBe(401);
  });

  it('is named by its device name when the audit log names a kiosk', async () => {
    const { deviceId } = await addKiosk('Front door');
    expect(actorOf(app.db, { role: 'kiosk', subject: deviceId })).toEqual({
      kind: 'kiosk',
      id: deviceId,
      name: 'Front door',
    });
  });
});

describe('the audit log of kiosks', () => {
  it('records adding and revoking, once each; revoking again or an unknown kiosk records nothing', async () => {
    const { deviceId } = await addKiosk('Front door');
    const revoke = (id: string) =>
      app.request('DELETE', `/api/kiosk/devices/${id}`, { token: app.tokens.staff });
    expect((await revoke(deviceId)).status).toBe(200);
    expect((await revoke(deviceId)).status).toBe(200);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await revoke('not-a-uuid')).status).toBe(400);
    expect(entries()).toEqual([
      {
        action: 'kiosk.device-added',
        actor_kind: 'staff',
        actor_name: 'staff',
        summary: 'Made a tablet the kiosk "Front door"',
      },
      {
        action: 'kiosk.device-revoked',
        actor_kind: 'staff',
        actor_name: 'staff',
        summary: 'Revoked the kiosk "Front door"',
      },
    ]);
  });
});

describe('a kiosk and the account that made it', () => {
  it('ends when the owner deactivates that account, in the same change, and says so', async () => {
    const front = await addKiosk('Front door');
    const other = await expectJson<CreatedKioskDeviceResponse>(
      app.request('POST', '/api/kiosk/devices', {
        token: app.tokens.staff,
        body: { name: 'Side gate' },
      }),
      201,
    );
    await expectJson(
      app.request('DELETE', `/api/kiosk/devices/${other.deviceId}`, { token: app.tokens.owner }),
    );
    await expectJson(
      app.request('PATCH', `/api/staff/${app.accountIds.staff}`, {
        token: app.tokens.owner,
        body: { active: false },
      }),
    );
    expect((await app.request('GET', '/api/kiosk/roster', { token: front.token })).status).toBe(
      401,
    );
    expect(await listKiosks(app.tokens.owner)).toMatchObject([
      {
        id: front.deviceId,
        revoked: true,
        revokedReason: 'creator-deactivated',
        revokedBy: 'owner',
        revokedAt: expect.any(String),
      },
      { id: other.deviceId, revoked: true, revokedReason: 'revoked', revokedBy: 'owner' },
    ]);
    expect(entries().filter((entry) => entry.action === 'kiosk.device-revoked')).toEqual([
      expect.objectContaining({ summary: 'Revoked the kiosk "Side gate"' }),
      expect.objectContaining({
        summary: 'Revoked the kiosk "Front door": staff, who made it, was deactivated',
      }),
    ]);
    // Reactivating the account does not bring the kiosk back: staff set it up again.
    await expectJson(
      app.request('PATCH', `/api/staff/${app.accountIds.staff}`, {
        token: app.tokens.owner,
        body: { active: true },
      }),
    );
    expect((await app.request('GET', '/api/kiosk/roster', { token: front.token })).status).toBe(
      401,
    );
  });
});
