/**
 * Who collects, recorded offline (decision 073): a staff tablet checks a child out through its
 * week document with the shared `checkOut` command, as the desk does with no network. A tablet
 * whose copy of the contacts is older than a must-not-collect mark may name that person: the
 * child left with them, so the server keeps the check-out with the rest of the update, says so in
 * one entry and alerts every staff device once. Someone who is no contact of the family, or is
 * named otherwise than the contacts table names them, is still refused whole (4422, decision 067).
 */
import { randomUUID } from 'node:crypto';
import { checkOut, oneWeekDoc, checkIn as tabletCheckIn } from '@cubby/shared/attendance-commands';
import { mondayOf } from '@cubby/shared/dates';
import { docNames, listAlerts, listVisits } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { auditEntries, contacts, sessions } from '@cubby/sync-server/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Device, waitFor, waitForSync } from './support/clients.ts';
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

  it('is kept with the rest of a tablet’s offline update when it names a must-not-collect person, audited and alerted once', async () => {
    const { clock, staff, child, barred, week } = setUp();
    const { db } = fixture.test.server;
    const ben = addCustomer(db, { name: 'Ben Lovelace' });
    await checkIn(staff, child);
    const tablet = await fixture.open(week, staff);
    // Offline: Carl leaves with Ada (the tablet's list is older than his mark), Ben arrives.
    tablet.provider.disconnect();
    checkOut(oneWeekDoc(tablet.doc), clock, { customerId: child, collectedBy: barred });
    tabletCheckIn(oneWeekDoc(tablet.doc), clock, {
      customerId: ben,
      visitId: randomUUID(),
      source: 'desk',
    });
    tablet.provider.connect();
    await waitForSync(tablet.provider);

    const stayOf = (customerId: string) =>
      db.select().from(sessions).where(eq(sessions.customerId, customerId)).get();
    await waitFor(() => stayOf(child)?.checkOutTime != null, 'the check-out projected');
    expect(stayOf(child)?.pickedUpBy).toEqual(barred);
    expect(stayOf(ben)).toMatchObject({ checkOutTime: null });
    const alerts = await fixture.open(docNames.alerts(facilityToday(clock)), staff);
    const told = () =>
      listAlerts(alerts.doc).filter(({ kind }) => kind === 'left-with-non-collector');
    await waitFor(() => told().length > 0, 'staff alerted');
    const entries = () =>
      db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'attendance.left-with-non-collector'))
        .all();
    expect(entries().map(({ summary }) => summary)).toEqual([
      'Checked out Ada Lovelace to Carl Stone, who is marked must not collect, from a tablet offline; staff were alerted',
    ]);

    // Reconnecting sends nothing new: no second entry, no second alert.
    tablet.provider.disconnect();
    tablet.provider.connect();
    await waitForSync(tablet.provider);
    expect(tablet.provider.wsconnected).toBe(true);
    expect(entries()).toHaveLength(1);
    expect(told()).toHaveLength(1);
  });

  it('is refused whole when it names someone as the contacts table does not', async () => {
    const { clock, staff, child, barred, week } = setUp();
    await checkIn(staff, child);
    const tablet = await fixture.open(week, staff);
    const closed = closedWith(tablet);
    const forged = { ...barred, name: 'Ana Lovelace' };
    checkOut(oneWeekDoc(tablet.doc), clock, { customerId: child, collectedBy: forged });
    expect(await closed).toBe(CONTENT_REFUSED);
    fixture.close(tablet);
    const fresh = await fixture.open(week, staff);
    expect(listVisits(fresh.doc)).toMatchObject([{ checkOutTime: null }]);
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
