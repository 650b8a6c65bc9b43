/**
 * Who collects, recorded offline (decision 073): a staff tablet checks a child out through its
 * week document with the shared `checkOut` command, as the desk does with no network, and the
 * server takes the update only when the collector may collect. A must-not-collect person, or a
 * pick-up still waiting for approval, is refused whole (4422), as POST /api/sessions/checkout
 * refuses them: the stay stays open and no one is recorded.
 */
import { randomUUID } from 'node:crypto';
import { checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import { docNames, listVisits } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { contacts, sessions } from '@cubby/sync-server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Device, waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import { addCustomer, issueToken } from './support/test-server.ts';

const CONTENT_REFUSED = 4422;

describe('a check-out written through the week document', () => {
  const fixture = useTestServer();

  function setUp() {
    const { db, config } = fixture.test.server;
    const clock = facilityClock(config.facilityTimeZone);
    const staff = issueToken(db, { role: 'staff', subject: 'staff-1' });
    const child = addCustomer(db, { name: 'Ada Lovelace' });
    const contact = (name: string, fields: Partial<typeof contacts.$inferInsert>) => {
      const id = randomUUID();
      db.insert(contacts)
        .values({ id, familyId: child, name, relationship: 'family', ...fields })
        .run();
      return { contactId: id, name, relationship: 'family' };
    };
    return {
      clock,
      staff,
      child,
      guardian: contact('Ana Lovelace', { isGuardian: true }),
      barred: contact('Carl Stone', { isGuardian: true, mustNotCollect: true }),
      waiting: contact('Nina Park', { isPickup: true, approved: false }),
      week: docNames.week(mondayOf(facilityToday(clock))),
    };
  }

  async function checkIn(staff: string, customerId: string): Promise<void> {
    const response = await fetch(`${fixture.test.server.url}/api/sessions/checkin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerId }),
    });
    expect(response.status).toBe(200);
  }

  function closedWith(tablet: Device): Promise<number> {
    return new Promise((resolve) =>
      tablet.provider.once('connection-close', (event) => resolve(event?.code ?? 0)),
    );
  }

  it('is refused whole when it names a must-not-collect person or a pick-up awaiting approval', async () => {
    const { clock, staff, child, barred, waiting, week } = setUp();
    await checkIn(staff, child);
    for (const collectedBy of [barred, waiting]) {
      const tablet = await fixture.open(week, staff);
      const closed = closedWith(tablet);
      checkOut(oneWeekDoc(tablet.doc), clock, { customerId: child, collectedBy });
      expect(await closed).toBe(CONTENT_REFUSED);
      fixture.close(tablet);
    }
    const fresh = await fixture.open(week, staff);
    expect(listVisits(fresh.doc)).toMatchObject([{ checkOutTime: null }]);
    const stay = fixture.test.server.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, child))
      .get();
    expect(stay).toMatchObject({ checkOutTime: null, pickedUpBy: null });
  });

  it('is taken when it names a guardian, who the sessions projection records', async () => {
    const { clock, staff, child, guardian, week } = setUp();
    await checkIn(staff, child);
    const tablet = await fixture.open(week, staff);
    checkOut(oneWeekDoc(tablet.doc), clock, { customerId: child, collectedBy: guardian });
    const { db } = fixture.test.server;
    const stay = () => db.select().from(sessions).where(eq(sessions.customerId, child)).get();
    await waitFor(() => stay()?.checkOutTime != null, 'the check-out projected');
    expect(stay()?.pickedUpBy).toEqual(guardian);
    expect(tablet.provider.wsconnected).toBe(true);
  });
});
