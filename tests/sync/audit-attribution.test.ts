/**
 * Whom the audit log names for synced updates: the person signed in on the connection and the
 * device it says it is, also for edits made offline, which are recorded when they arrive.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import type { AuditEntryResponse, AuditPageResponse } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { openDevice, waitForSync } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, issueToken } from './support/test-server.ts';

const FRONT_DESK = '7b1e0c2d-3f4a-4b5c-8d6e-9f0a1b2c3d4e';

describe('the audit log of synced updates', () => {
  const fixture = useTestServer();

  async function entries(): Promise<AuditEntryResponse[]> {
    const owner = issueToken(fixture.test.server.db, { role: 'owner', subject: 'olga' });
    const response = await fetch(`${fixture.test.server.url}/api/audit`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as AuditPageResponse).entries;
  }

  /** The log once it holds `count` entries. */
  async function entriesOnce(count: number): Promise<AuditEntryResponse[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const logged = await entries();
      if (logged.length >= count || Date.now() > deadline) return logged;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  function setUp() {
    const { db, config } = fixture.test.server;
    const clock = facilityClock(config.facilityTimeZone);
    const customerId = addCustomer(db, { name: 'Ada Lovelace' });
    const monday = mondayOf(facilityToday(clock));
    const maria = issueToken(db, { role: 'staff', subject: 'Maria Lopez' });
    return { clock, customerId, monday, maria };
  }

  it('names the person signed in on the tablet and the tablet', async () => {
    const { clock, customerId, monday, maria } = setUp();
    const tablet = await openDevice(fixture.test.wsUrl, docNames.week(monday), maria, {
      device: FRONT_DESK,
    });
    try {
      checkIn(oneWeekDoc(tablet.doc), clock, { customerId, visitId: randomUUID(), source: 'desk' });
      const [entry] = await entriesOnce(1);
      expect(entry).toMatchObject({
        action: 'attendance.checked-in',
        actor: { kind: 'staff', id: 'Maria Lopez', name: 'Maria Lopez' },
        deviceId: FRONT_DESK,
        customerId,
      });
      expect(entry?.summary).toMatch(/^Checked in Ada Lovelace at \d\d:\d\d on \d\d-\d\d-\d{4}$/);
    } finally {
      tablet.destroy();
    }
  });

  it('records an offline tablet’s edits as its person and device when they arrive', async () => {
    const { clock, customerId, monday, maria } = setUp();
    const tablet = await openDevice(fixture.test.wsUrl, docNames.week(monday), maria, {
      device: FRONT_DESK,
    });
    try {
      tablet.provider.disconnect();
      const weeks = oneWeekDoc(tablet.doc);
      checkIn(weeks, clock, { customerId, visitId: randomUUID(), source: 'desk' });
      checkOut(weeks, clock, { customerId });
      // Nothing reached the server while the tablet was away.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await entries()).toEqual([]);

      const reconnectedAt = Date.now();
      tablet.provider.connect();
      await waitForSync(tablet.provider);
      const logged = await entriesOnce(2);
      expect(logged.map((entry) => entry.action)).toEqual([
        'attendance.checked-out',
        'attendance.checked-in',
      ]);
      for (const entry of logged) {
        expect(entry.actor).toMatchObject({ kind: 'staff', name: 'Maria Lopez' });
        expect(entry.deviceId).toBe(FRONT_DESK);
        // Recorded when it arrived, not when the tablet made it.
        expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(reconnectedAt - 5);
      }
    } finally {
      tablet.destroy();
    }
  });
});
