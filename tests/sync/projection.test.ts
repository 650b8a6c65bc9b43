import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { addDays } from '@cubby/shared/dates';
import {
  attendanceMap,
  clearFamilyConfirmation,
  docNames,
  familyMap,
  listConfirmations,
  listDirectory,
  listStoredVisits,
  setAttendance,
  setDaysPaid,
  setFamilyConfirmation,
  setFinancialNote,
  setStaffNote,
} from '@cubby/shared/docs';
import { clockStoppedAt } from '@cubby/shared/facility-clock';
import {
  customers,
  dailyAttendance,
  sessions,
  weeklyConfirmations,
  weeklyNotes,
} from '@cubby/sync-server/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDevice, waitFor } from './support/clients.ts';
import { useTestServer } from './support/fixture.ts';
import {
  addCustomer,
  currentMonday,
  issueToken,
  signInEveryone,
  startTestServer,
} from './support/test-server.ts';

// The tablet's facility runs on UTC, so the instants below read as they are written.
const utcClockAt = (iso: string) => clockStoppedAt('UTC', new Date(iso));

const MONDAY = '2026-11-16';
const WEDNESDAY = '2026-11-18';
// A week a family may answer now (decision 066).
const ANSWER_MONDAY = currentMonday();
const ANSWER_WEDNESDAY = addDays(ANSWER_MONDAY, 2);

/** A server per test with one customer and a token for each role. */
function useFamilyServer(hourlyRateCents = 2500) {
  const fixture = useTestServer();
  const state = { customerId: '', tokens: {} as ReturnType<typeof signInEveryone> };
  beforeEach(() => {
    const { db } = fixture.test.server;
    state.customerId = addCustomer(db, { name: 'Ada Lovelace', hourlyRateCents });
    state.tokens = signInEveryone(db, state.customerId);
  });
  return { fixture, state, open: (name: string, token: string) => fixture.open(name, token) };
}

describe('the relational projection', () => {
  const { fixture, state, open } = useFamilyServer(1250);

  const attendanceRow = () =>
    fixture.test.server.db
      .select()
      .from(dailyAttendance)
      .where(
        and(eq(dailyAttendance.customerId, state.customerId), eq(dailyAttendance.date, WEDNESDAY)),
      )
      .get();

  it("writes an older app's day from its times, folded into a visit, and never its cost", async () => {
    const tablet = await open(docNames.week(MONDAY), state.tokens.staff);
    tablet.doc.transact(() => {
      // A day as an app before decision 069 wrote it: times and flags in the day's fields.
      const day = `${state.customerId}|${WEDNESDAY}`;
      const fields = { isPresent: true, isLatePickup: true, arrivalTime: '10:00' };
      for (const [field, value] of Object.entries(fields)) {
        attendanceMap(tablet.doc).set(`${day}|${field}`, value);
      }
      attendanceMap(tablet.doc).set(`${day}|departureTime`, '17:30');
      setAttendance(tablet.doc, state.customerId, WEDNESDAY, { pickupReason: 'Dentist' });
      // As a tablet's app before decision 067 wrote one: kept with the edit, charged by no one.
      attendanceMap(tablet.doc).set(`${day}|dailyCost`, '1.00');
    });
    await waitFor(() => attendanceRow()?.departureTime === '17:30', 'attendance row');
    expect(attendanceRow()).toMatchObject({
      id: `${state.customerId}_${WEDNESDAY}`,
      isPresent: true,
      isLatePickup: true,
      isEarlyPickup: false,
      arrivalTime: '10:00',
      pickupReason: 'Dentist',
      dailyCostCents: null,
      // 7.5 hours at $12.50 an hour.
      chargeCents: 9375,
      checkReceived: false,
    });
    // The times live in a visit now, on the tablet too.
    await waitFor(() => listStoredVisits(tablet.doc).length === 1, 'the folded visit');
    expect(attendanceMap(tablet.doc).has(`${state.customerId}|${WEDNESDAY}|arrivalTime`)).toBe(
      false,
    );
  });

  it('writes sessions from visits, costed at the customer rate', async () => {
    const tablet = await open(docNames.week(MONDAY), state.tokens.staff);
    checkIn(oneWeekDoc(tablet.doc), utcClockAt('2026-11-18T09:15:00Z'), {
      visitId: 'v1',
      customerId: state.customerId,
      source: 'desk',
    });
    await waitFor(
      () => fixture.test.server.db.select().from(sessions).get() !== undefined,
      'session',
    );
    // A stay left open on a day already past counts as closed at the standard day's end, as its
    // day record says (decision 069): 405 minutes until 16:00.
    expect(fixture.test.server.db.select().from(sessions).get()).toMatchObject({
      id: 'v1',
      date: WEDNESDAY,
      checkOutTime: new Date('2026-11-18T16:00:00.000Z'),
      duration: 405,
    });
    await waitFor(() => attendanceRow()?.arrivalTime === '09:15', 'arrival');

    checkOut(oneWeekDoc(tablet.doc), utcClockAt('2026-11-18T12:35:00Z'), {
      customerId: state.customerId,
    });
    await waitFor(
      () => fixture.test.server.db.select().from(sessions).get()?.duration === 200,
      'close',
    );
    // 200 minutes at $12.50/hour is $41.666…, rounded half-up to the cent.
    expect(fixture.test.server.db.select().from(sessions).get()?.totalCostCents).toBe(4167);
    await waitFor(() => attendanceRow()?.departureTime === '12:35', 'departure');
  });

  it('writes staff notes and the owner’s paid flags and financial notes', async () => {
    const tablet = await open(docNames.week(MONDAY), state.tokens.staff);
    const laptop = await open(docNames.finance(MONDAY), state.tokens.owner);
    setStaffNote(tablet.doc, state.customerId, 'Allergic to kiwi');
    setDaysPaid(laptop.doc, [{ customerId: state.customerId, date: WEDNESDAY }], true);
    setFinancialNote(laptop.doc, state.customerId, 'Paid by cheque');

    const note = (noteType: string) =>
      fixture.test.server.db
        .select()
        .from(weeklyNotes)
        .where(
          and(eq(weeklyNotes.customerId, state.customerId), eq(weeklyNotes.noteType, noteType)),
        )
        .get()?.note;
    await waitFor(() => note('staff') === 'Allergic to kiwi', 'staff note');
    await waitFor(() => note('financial') === 'Paid by cheque', 'financial note');
    await waitFor(() => attendanceRow()?.checkReceived === true, 'paid flag');
  });

  it('skips records of a customer that does not exist, and keeps the others', async () => {
    const tablet = await open(docNames.week(MONDAY), state.tokens.staff);
    setAttendance(tablet.doc, 'no-such-customer', WEDNESDAY, { isPresent: true });
    setAttendance(tablet.doc, state.customerId, WEDNESDAY, { isPresent: true });
    await waitFor(() => attendanceRow()?.isPresent === true, 'row of the real customer');
    expect(fixture.test.server.db.select().from(dailyAttendance).all()).toHaveLength(1);
  });
});

describe('family confirmations', () => {
  const { fixture, state, open } = useFamilyServer();

  const confirmationRow = () =>
    fixture.test.server.db
      .select()
      .from(weeklyConfirmations)
      .where(eq(weeklyConfirmations.customerId, state.customerId))
      .get();

  it('reach the staff confirmations document and the table, and undo removes them', async () => {
    const staffScreen = await open(docNames.confirmations(ANSWER_MONDAY), state.tokens.staff);
    const phone = await open(
      docNames.family(state.customerId, ANSWER_MONDAY),
      state.tokens.customer,
    );

    setFamilyConfirmation(
      phone.doc,
      {
        weekStart: ANSWER_MONDAY,
        status: 'not_coming',
        details: { absentDays: [ANSWER_WEDNESDAY], reason: 'Visiting grandparents' },
      },
      new Date(),
    );
    await waitFor(
      () =>
        listConfirmations(staffScreen.doc, ANSWER_MONDAY).get(state.customerId)?.status ===
        'not_coming',
      'staff to see the confirmation',
    );
    expect(confirmationRow()).toMatchObject({
      weekStart: ANSWER_MONDAY,
      status: 'not_coming',
      details: { absentDays: [ANSWER_WEDNESDAY], reason: 'Visiting grandparents' },
    });

    clearFamilyConfirmation(phone.doc);
    await waitFor(
      () => !listConfirmations(staffScreen.doc, ANSWER_MONDAY).has(state.customerId),
      'staff to see the undo',
    );
    expect(confirmationRow()).toBeUndefined();
  });

  it('refuses content the portal would never write', async () => {
    const staffScreen = await open(docNames.confirmations(ANSWER_MONDAY), state.tokens.staff);
    const phone = await open(
      docNames.family(state.customerId, ANSWER_MONDAY),
      state.tokens.customer,
    );
    const name = docNames.family(state.customerId, ANSWER_MONDAY);
    const storedBefore = fixture.test.server.store.storedBytes(name);

    // A tampered client writes a status that does not exist, straight into the map.
    familyMap(phone.doc).set('confirmation', {
      weekStart: ANSWER_MONDAY,
      status: 'paid_in_full',
      details: {},
      confirmedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fixture.test.server.store.storedBytes(name)).toBe(storedBefore);
    expect(listConfirmations(staffScreen.doc, ANSWER_MONDAY).size).toBe(0);
    expect(confirmationRow()).toBeUndefined();
    const reread = await open(name, state.tokens.staff);
    expect(familyMap(reread.doc).size).toBe(0);
  });
});

describe('the directory document', () => {
  it('mirrors the customers table', async () => {
    const test = await startTestServer();
    addCustomer(test.server.db, {
      name: 'Grace Hopper',
      hourlyRateCents: 1250,
      defaultMonday: true,
    });
    addCustomer(test.server.db, { name: 'Ada Lovelace' });
    const staff = issueToken(test.server.db, { role: 'staff', subject: 'staff-1' });
    const device = await openDevice(test.wsUrl, docNames.directory(), staff);
    expect(listDirectory(device.doc)).toMatchObject([
      { name: 'Ada Lovelace', hourlyRate: '25.00', defaultMonday: false },
      { name: 'Grace Hopper', hourlyRate: '12.50', defaultMonday: true },
    ]);
    expect(test.server.db.select().from(customers).all()).toHaveLength(2);
    device.destroy();
    await test.stop();
  });
});
