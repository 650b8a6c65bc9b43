/**
 * Finding 6 of the second probe (decision 065): a kiosk token outlived the staff member who made
 * it, so a deactivated employee's kiosk kept reading the roster (children's names, allergies,
 * PIN verifiers) and signing children in and out. Replayed as the probe made it: a staff member
 * makes a kiosk, the owner deactivates them, and the kiosk asks for the roster and signs a
 * child in. Now deactivating them revokes the kiosk in the same transaction (audited), a kiosk
 * whose maker is inactive is refused even if that revoke was missed, and the owner's kiosk list
 * says why it stopped.
 */
import type { KioskDeviceResponse } from '@cubby/shared/schemas';
import { accounts } from '@cubby/sync-server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../sync/support/fixture.ts';
import {
  auditOf,
  call,
  deskSessions,
  familyWithParent,
  makeKiosk,
  setOwnPin,
} from './support/kiosk-probe.ts';

const PIN = '258014';

describe('a kiosk made by a staff member who was deactivated', () => {
  const fixture = useTestServer();

  async function setUp() {
    const { test } = fixture;
    const desk = deskSessions(test);
    const family = await familyWithParent(test, desk.staff, 'Ada Child');
    await setOwnPin(test, family, PIN);
    const kiosk = await makeKiosk(test, desk.staff, 'Front door');
    expect((await call(test, 'GET', '/api/kiosk/roster', kiosk.token)).status).toBe(200);
    return { desk, family, kiosk };
  }

  async function kioskAsks(token: string, customerId: string) {
    const { test } = fixture;
    return {
      roster: await call(test, 'GET', '/api/kiosk/roster', token),
      identify: await call(test, 'POST', '/api/kiosk/identify', token, { pin: PIN }),
      checkIn: await call(test, 'POST', '/api/kiosk/check-in', token, {
        pin: PIN,
        customerIds: [customerId],
      }),
    };
  }

  it('is revoked with the account: 401 for the roster and for signing, audited, listed as why', async () => {
    const { test } = fixture;
    const { desk, family, kiosk } = await setUp();
    const deactivated = await call(test, 'PATCH', `/api/staff/${desk.staffId}`, desk.owner, {
      active: false,
    });
    expect(deactivated.status, deactivated.text).toBe(200);

    const asked = await kioskAsks(kiosk.token, family.customerId);
    expect([asked.roster.status, asked.identify.status, asked.checkIn.status]).toEqual([
      401, 401, 401,
    ]);
    expect(auditOf(test, 'attendance.checked-in')).toEqual([]);
    expect(auditOf(test, 'kiosk.device-revoked')).toEqual([
      expect.objectContaining({ after: { reason: 'creator-deactivated' } }),
    ]);
    const listed = await call(test, 'GET', '/api/kiosk/devices', desk.owner);
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.text) as KioskDeviceResponse[]).toEqual([
      expect.objectContaining({
        id: kiosk.deviceId,
        revoked: true,
        revokedReason: 'creator-deactivated',
        lastSeenAt: expect.any(String),
      }),
    ]);
  });

  it('is refused while its maker is inactive, even when no revoke was recorded', async () => {
    const { test } = fixture;
    const { desk, family, kiosk } = await setUp();
    // An account switched off some other way (before this rule, or by hand): no revoke ran.
    test.server.db
      .update(accounts)
      .set({ active: false })
      .where(eq(accounts.id, desk.staffId))
      .run();

    const asked = await kioskAsks(kiosk.token, family.customerId);
    expect([asked.roster.status, asked.identify.status, asked.checkIn.status]).toEqual([
      401, 401, 401,
    ]);
    expect(auditOf(test, 'attendance.checked-in')).toEqual([]);
  });
});
