import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { docNames, listStoredVisits, listVisits } from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import { sessions } from '@cubby/sync-server/db/schema';
import { describe, expect, it } from 'vitest';
import { waitFor, waitForSync } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, issueToken } from './support/test-server.ts';

const utcClockAt = (iso: string) => clockStoppedAt('UTC', new Date(iso));

const WEEK = docNames.week('2026-11-16');

describe('two offline devices that check in the same child', () => {
  const fixture = useTestServer();

  it('merge to one visible visit, and one session', async () => {
    const { test } = fixture;
    const child = addCustomer(test.server.db, { name: 'Ada', hourlyRateCents: 1250 });
    const token = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });
    const door = await fixture.open(WEEK, token);
    const office = await fixture.open(WEEK, token);

    door.provider.disconnect();
    office.provider.disconnect();
    checkIn(oneWeekDoc(door.doc), utcClockAt('2026-11-17T09:00:00Z'), {
      visitId: 'visit-door',
      customerId: child,
      source: 'desk',
    });
    checkIn(oneWeekDoc(office.doc), utcClockAt('2026-11-17T09:02:00Z'), {
      visitId: 'visit-office',
      customerId: child,
      source: 'desk',
    });
    door.provider.connect();
    office.provider.connect();
    await Promise.all([waitForSync(door.provider), waitForSync(office.provider)]);
    await waitFor(
      () => listStoredVisits(door.doc).length === 2 && listStoredVisits(office.doc).length === 2,
      'both visits on both devices',
    );

    for (const device of [door, office]) {
      const visits = listVisits(device.doc);
      expect(visits).toHaveLength(1);
      expect(visits[0]).toMatchObject({
        id: 'visit-door',
        checkInTime: '2026-11-17T09:00:00.000Z',
        checkOutTime: null,
        sourceIds: ['visit-door', 'visit-office'],
      });
    }
    await waitFor(() => test.server.db.select().from(sessions).all().length === 1, 'one session');

    // Checking out on one device closes the stay everywhere, duplicates included.
    checkOut(oneWeekDoc(office.doc), utcClockAt('2026-11-17T10:30:00Z'), { customerId: child });
    await waitFor(() => listVisits(door.doc)[0]?.checkOutTime !== null, 'check-out on the door');
    await waitFor(
      () => test.server.db.select().from(sessions).get()?.checkOutTime !== null,
      'session closed',
    );
    const [session] = test.server.db.select().from(sessions).all();
    expect(session).toMatchObject({ id: 'visit-door', duration: 90, totalCostCents: 1875 });
  });
});
